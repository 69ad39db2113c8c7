// The browser's number and date data for the page's language, loaded on a thread of its own.
//
// A page's first Intl.NumberFormat and Intl.DateTimeFormat load that data: the engine's list of
// the languages it knows, then ICU's data for the language. In Chromium on a 2-core machine that
// took 41-54 ms of the main thread, before the app could show a price. The engine keeps the data
// for the whole process, so once this has run, the app's first formats cost the main thread 0-2 ms.
// The page's starter (src/server/features/pages/app-start.ts) runs this and sends the language;
// the app waits for the answer before its own first format (src/i18n/load-intl-data.ts).
// Plain ES5, as the starter.
onmessage = function (event) {
  var locale = event.data;
  try {
    Intl.NumberFormat.supportedLocalesOf(locale);
    Intl.DateTimeFormat.supportedLocalesOf(locale);
    new Intl.NumberFormat(locale).format(1);
    new Intl.DateTimeFormat(locale).format(0);
  } catch (error) {
    // A language the engine does not take: the app's own first format will say so.
  }
  postMessage('warm');
  close();
};
