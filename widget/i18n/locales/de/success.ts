export default {
  title: "{{name}}, you got the vibe!",
  title_anonymous: "You got the vibe!",
  confirmation: "Deine Bestellung wurde verarbeitet und deine Tickets wurden an {{email}} gesendet.",
  download: "Tickets herunterladen",
  new_tab: "(öffnet in einem neuen Tab)",
  save_reminder: "Speichere dein Ticket jetzt: Du brauchst es für den Einlass.",
  get_more: "Weitere Tickets holen",
};
