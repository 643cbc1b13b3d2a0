// The language a <ticket-checkout> asks for, read the same way by the loader and the frame-host chunk. From the
// attribute, never the `lang` property: once the widget code has defined the element, its properties are
// react-to-web-component's props (undefined without the attribute, and never updated in iframe mode), no longer
// HTMLElement's, and a page may get the class before these read the element (a cached widget, a single-page app).

/** The element's `lang` attribute, else the page's (`<html lang>`); "" when neither says. */
export const elementLang = (el: Element): string => el.getAttribute("lang")?.trim() || document.documentElement.lang;
