export default {
  title: "{{name}}, you got the vibe!",
  title_anonymous: "You got the vibe!",
  confirmation: "Votre commande a été traitée et vos billets ont été envoyés à {{email}}.",
  download: "Télécharger les billets",
  new_tab: "(s'ouvre dans un nouvel onglet)",
  save_reminder: "Enregistrez votre billet maintenant : vous en aurez besoin à l'entrée.",
  get_more: "Obtenir d'autres billets",
};
