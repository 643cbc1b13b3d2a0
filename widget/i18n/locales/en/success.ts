export default {
  title: "{{name}}, you got the vibe!",
  title_anonymous: "You got the vibe!",
  confirmation: "Your order was processed and your tickets were sent to {{email}}.",
  download: "Download tickets",
  new_tab: "(opens in a new tab)",
  save_reminder: "Save your ticket now: you need it to get in.",
  get_more: "Get more tickets",
};
