// Injected by `boardlore serve` only: reloads the page as soon as a rebuild is written and shows build
// errors over the page until they are fixed.
(function () {
  "use strict";
  var seen = null;
  var overlay = null;

  function show(error) {
    if (!error) {
      if (overlay) { overlay.remove(); overlay = null; }
      return;
    }
    if (!overlay) {
      overlay = document.createElement("div");
      overlay.setAttribute("role", "alert");
      overlay.style.cssText = "position:fixed;inset:0 0 auto 0;max-height:60vh;overflow:auto;z-index:9999;" +
        "background:#2b0d08;color:#fde8e2;font:14px/1.5 ui-monospace,monospace;padding:1rem 1.25rem;white-space:pre-wrap;";
      document.body.appendChild(overlay);
    }
    overlay.textContent = "boardlore: the build failed (the page shows the last good build)\n\n" + error;
  }

  // A long poll: the server answers as soon as the build counter differs from `seen`.
  function poll() {
    var url = "/__boardlore/status" + (seen === null ? "" : "?after=" + seen);
    fetch(url, { cache: "no-store" })
      .then(function (r) { return r.json(); })
      .then(function (status) {
        if (seen !== null && status.version !== seen && !status.error) {
          location.reload();
          return;
        }
        seen = status.version;
        show(status.error);
        poll();
      })
      .catch(function () { setTimeout(poll, 1000); });
  }
  poll();
})();
