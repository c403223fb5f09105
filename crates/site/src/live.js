// Injected by `boardlore serve` only: reloads the page after each rebuild and shows build
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

  function poll() {
    fetch("/__boardlore/status", { cache: "no-store" })
      .then(function (r) { return r.json(); })
      .then(function (status) {
        if (seen !== null && status.version !== seen && !status.error) {
          location.reload();
          return;
        }
        seen = status.version;
        show(status.error);
      })
      .catch(function () {})
      .then(function () { setTimeout(poll, 700); });
  }
  poll();
})();
