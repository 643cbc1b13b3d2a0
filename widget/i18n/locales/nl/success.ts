export default {
  title: "{{name}}, you got the vibe!",
  title_anonymous: "You got the vibe!",
  confirmation: "Je bestelling is verwerkt en je tickets zijn verstuurd naar {{email}}.",
  download: "Tickets downloaden",
  new_tab: "(opent in een nieuw tabblad)",
  save_reminder: "Bewaar je ticket nu: je hebt het nodig bij de ingang.",
  get_more: "Meer tickets kopen",
};
