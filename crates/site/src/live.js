// Injected by `boardlore serve` only: brings the open page up to date as soon as a rebuild is
// written, and shows build errors over the page until they are fixed.
//
// An edit to a text changes a few elements of the page. Those are swapped in place, so the
// reader keeps the scroll position and the game on the board, and no reload is paid for. The
// page is reloaded instead when a change reaches anything a script has touched or may read:
// an element that is no longer exactly as the server sent it, a part of the page that holds a
// script (a ruleset's section holds its data for the board), a stylesheet.
(function () {
  "use strict";
  var seen = null;
  var overlay = null;
  // The page as the server last sent it: what the open page is compared against.
  var served = null;

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

  function fetchPage() {
    return fetch(location.pathname + location.search, { cache: "no-store" }).then(function (r) {
      if (!r.ok || (r.headers.get("content-type") || "").indexOf("text/html") !== 0) throw new Error("not a page");
      return r.text();
    }).then(function (html) {
      return new DOMParser().parseFromString(html, "text/html");
    });
  }

  // What an element holds besides its child elements: its text, in order, with a mark where
  // each child element stands.
  function ownText(element) {
    var parts = [];
    element.childNodes.forEach(function (node) {
      parts.push(node.nodeType === 1 ? "\u0001" + node.tagName : node.nodeType === 3 ? node.data : "");
    });
    return parts.join("");
  }

  function sameShell(before, after) {
    if (before.tagName !== after.tagName || before.children.length !== after.children.length) return false;
    if (before.attributes.length !== after.attributes.length) return false;
    for (var i = 0; i < before.attributes.length; i++) {
      var a = before.attributes[i];
      if (after.getAttribute(a.name) !== a.value) return false;
    }
    return ownText(before) === ownText(after);
  }

  // The smallest elements that differ between two versions of the served page, each with the
  // path of child indices that leads to it.
  function changes(before, after, path, found) {
    if (before.isEqualNode(after)) return found;
    if (!sameShell(before, after)) {
      found.push({ path: path.slice(), before: before, after: after });
      return found;
    }
    for (var i = 0; i < before.children.length; i++) {
      path.push(i);
      changes(before.children[i], after.children[i], path, found);
      path.pop();
    }
    return found;
  }

  // The open page's element at `path`, if it is still as the server sent it.
  function untouched(root, change) {
    var live = root;
    for (var i = 0; i < change.path.length; i++) {
      live = live && live.children[change.path[i]];
    }
    return live && live.isEqualNode(change.before) ? live : null;
  }

  function hasScript(element) {
    return element.tagName === "SCRIPT" || element.querySelector("script") !== null;
  }

  // Whether a script may read the element: it holds a script, or shares its part of the page
  // with one (a ruleset's heading, which the board reads, beside the ruleset's data).
  function nearScript(element) {
    var part = element.closest("section, article, aside, header, nav, footer, figure");
    return hasScript(element) || (part !== null && hasScript(part));
  }

  // Swaps the changed elements into the open page; false (having changed nothing) when only a
  // reload is right.
  function patch(before, after) {
    var swaps = [];
    var parts = [[document.head, before.head, after.head], [document.body, before.body, after.body]];
    for (var p = 0; p < parts.length; p++) {
      var found = changes(parts[p][1], parts[p][2], [], []);
      for (var c = 0; c < found.length; c++) {
        var change = found[c];
        var inHead = p === 0;
        if (inHead && ["TITLE", "META"].indexOf(change.after.tagName) === -1) return false;
        if (nearScript(change.before) || nearScript(change.after)) return false;
        var live = untouched(parts[p][0], change);
        if (!live) return false;
        swaps.push([live, change.after]);
      }
    }
    swaps.forEach(function (swap) {
      swap[0].replaceWith(document.importNode(swap[1], true));
    });
    return true;
  }

  function update() {
    var before = served;
    fetchPage().then(function (after) {
      if (before && patch(before, after)) {
        served = after;
        document.dispatchEvent(new CustomEvent("boardlore:updated"));
      } else {
        location.reload();
      }
    }).catch(function () { location.reload(); });
  }

  // A long poll: the server answers as soon as the build counter differs from `seen`. When
  // too many pages wait at once, it answers without waiting (`held: false`): ask again after
  // a pause rather than at once.
  function poll() {
    var url = "/__boardlore/status" + (seen === null ? "" : "?after=" + seen);
    fetch(url, { cache: "no-store" })
      .then(function (r) { return r.json(); })
      .then(function (status) {
        if (seen !== null && status.version !== seen && !status.error) update();
        seen = status.version;
        show(status.error);
        if (status.held === false) setTimeout(poll, 2000); else poll();
      })
      .catch(function () { setTimeout(poll, 1000); });
  }
  fetchPage().then(function (page) { served = page; }).catch(function () {});
  poll();
})();
