// Starts the app once a page the server rendered has painted (see the server's page-shell.ts):
// on a slow phone network the page's pictures then do not share the line with the app's
// scripts, and the page shows before any of them is asked for. Deferred, so the whole page has
// been read; the app's modules are asked for after the next frame (or half a second, in a tab
// that draws no frames).
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 500);
})();
