// boardlore: the site search box in every page's header. The index is built with the site,
// one bundle per edition (<root>search/, <root>zh/search/), and read by search-index.js; both
// are fetched only when the box is first used, and of the index only the files a query needs.
// Keys: "/" focuses the box, arrows move through the results, Enter opens one, Escape closes.
(function () {
  "use strict";

  var SHOWN = 10;
  // The site's root path, read off this script's own address (<root>theme/search.js), so the
  // search works wherever the site is published.
  var root = new URL("..", document.currentScript.src).pathname;
  // A page of another edition than the main one (the Chinese pages, under zh/) searches its
  // own edition's index, which finds its pages; its games are found under the same path.
  var edition = (document.querySelector("form.site-search") || { dataset: {} }).dataset.edition || "";
  // The page's words (site.js reads them); the id itself where site.js is missing.
  function text(id, args) {
    return window.boardloreText ? window.boardloreText(id, args) : id;
  }

  function setUp() {
    var form = document.querySelector("form.site-search");
    if (!form) return;
    var input = form.querySelector("#site-search");
    var panel = form.querySelector("#site-search-results");
    var index = null;
    var names = null;
    var filters = { family: "", mechanic: "" };
    var asked = 0;
    var timer = null;
    form.hidden = false;

    // The edition's index (English words stemmed, Chinese read by characters and pairs, in
    // the same files), opened when first needed. Its pages' urls are paths from the site's
    // root, which it puts in front (a site published under /boardlore/). A failed load is
    // tried again on the next query.
    function load() {
      if (!index) {
        index = import(root + "theme/search-index.js").then(function (module) {
          return module.open(root + edition + "search/", { root: root });
        });
        index.catch(function () { index = null; });
      }
      return index;
    }

    // The forgiving name match (search-names.js) and the site's list of games' names. Search
    // works without them (the list missing, an older theme): names are then not ranked first.
    function loadNames() {
      if (!names) {
        names = Promise.all([
          import(root + "theme/search-names.js"),
          fetch(root + "data/games.json").then(function (r) { return r.json(); }),
        ]).then(function (loaded) {
          return { match: loaded[0], games: loaded[1].games || [] };
        }).catch(function () {
          return null;
        });
      }
      return names;
    }

    function el(tag, className, text) {
      var node = document.createElement(tag);
      if (className) node.className = className;
      if (text) node.textContent = text;
      return node;
    }

    // An excerpt is text with <mark> around the matched words: rebuilt as nodes, so that
    // nothing in it is read as markup but the marks.
    function excerpt(html) {
      var p = el("p", "search-excerpt");
      var decode = document.createElement("textarea");
      html.split(/(<mark>|<\/mark>)/).reduce(function (inMark, part) {
        if (part === "<mark>") return true;
        if (part === "</mark>") return false;
        decode.innerHTML = part;
        var text = document.createTextNode(decode.value);
        if (inMark) {
          var mark = el("mark");
          mark.appendChild(text);
          p.appendChild(mark);
        } else {
          p.appendChild(text);
        }
        return inMark;
      }, false);
      return p;
    }

    // The part of the page that matched best: the section with the most matched words.
    function bestPart(data) {
      var best = null;
      (data.sub_results || []).forEach(function (sub) {
        if (!best || sub.locations.length > best.locations.length) best = sub;
      });
      return best || { url: data.url, excerpt: data.excerpt, title: "" };
    }

    function filterSelect(name, label, values) {
      var keys = Object.keys(values || {}).sort();
      if (!keys.length) return null;
      var wrap = el("label", "search-filter");
      wrap.appendChild(document.createTextNode(label + " "));
      var select = el("select");
      select.setAttribute("data-filter", name);
      var any = el("option", "", text("script-search-any"));
      any.value = "";
      select.appendChild(any);
      keys.forEach(function (key) {
        var option = el("option", "", key);
        option.value = key;
        if (filters[name] === key) option.selected = true;
        select.appendChild(option);
      });
      select.addEventListener("change", function () {
        filters[name] = select.value;
        run();
      });
      wrap.appendChild(select);
      return wrap;
    }

    function show(nodes) {
      panel.replaceChildren.apply(panel, nodes);
      panel.hidden = nodes.length === 0;
      input.setAttribute("aria-expanded", panel.hidden ? "false" : "true");
    }

    // A game found by its name, shown with the name that matched when the text index did
    // not find its page among the first results.
    function nameOnly(match, url) {
      var game = match.game.names;
      var escaped = el("span", "", match.name).innerHTML;
      return {
        url: url,
        meta: { title: game.en, zh: game.zh || "", pinyin: game.pinyin || "" },
        excerpt: match.name === game.en ? "" : el("span", "", text("script-search-also")).innerHTML + " <mark>" + escaped + "</mark>",
        sub_results: [],
      };
    }

    // The games whose name the query spells first, then the text index's pages, each once.
    function ranked(named, pages) {
      var byUrl = {};
      pages.forEach(function (data) { byUrl[data.url] = data; });
      var first = named.map(function (match) {
        var url = root + edition + match.game.url;
        return byUrl[url] || nameOnly(match, url);
      });
      var seen = first.map(function (data) { return data.url; });
      return first.concat(pages.filter(function (data) { return seen.indexOf(data.url) < 0; }));
    }

    function run() {
      var query = input.value.trim();
      var ticket = ++asked;
      if (!query) {
        show([]);
        return;
      }
      var chosen = {};
      Object.keys(filters).forEach(function (k) { if (filters[k]) chosen[k] = filters[k]; });
      // A filter narrows the text index's pages; names are matched on an unfiltered search.
      var filtered = Object.keys(chosen).length > 0;
      Promise.all([load(), loadNames()]).then(function (loaded) {
        var api = loaded[0];
        var named = loaded[1] && !filtered ? loaded[1].match.nameMatches(loaded[1].games, query) : [];
        return Promise.all([api.search(query, chosen), api.filters(), named]);
      }).then(function (answers) {
        if (ticket !== asked) return null;
        var found = answers[0] || [];
        var named = answers[2];
        return Promise.all(found.slice(0, SHOWN + named.length).map(function (r) { return r.data(); }))
          .then(function (pages) {
            if (ticket !== asked) return;
            var all = ranked(named, pages);
            var onlyByName = all.length - pages.length;
            render(query, found.length + onlyByName, all.slice(0, SHOWN), answers[1]);
          });
      }).catch(function () {
        if (ticket === asked) show([el("p", "search-status", text("script-search-unavailable"))]);
      });
    }

    function render(query, total, pages, available) {
      var nodes = [];
      var bar = el("div", "search-filters");
      [filterSelect("family", text("script-search-family"), available.family), filterSelect("mechanic", text("script-search-mechanic"), available.mechanic)]
        .forEach(function (select) { if (select) bar.appendChild(select); });
      var status = el("p", "search-status");
      status.setAttribute("role", "status");
      if (total === 0) {
        var filtered = filters.family || filters.mechanic;
        status.textContent = text(filtered ? "script-search-nothing-filtered" : "script-search-nothing", { query: query });
      } else {
        var count = text(total === 1 ? "script-search-one" : "script-search-many", { total: total });
        status.textContent = total > pages.length ? text("script-search-first", { count: count, shown: pages.length }) : count;
      }
      bar.appendChild(status);
      nodes.push(bar);
      if (pages.length) {
        var list = el("ol", "search-list");
        pages.forEach(function (data) {
          var part = bestPart(data);
          var item = el("li");
          var link = el("a", "search-hit");
          link.href = part.url;
          var names = el("span", "search-names");
          names.appendChild(el("strong", "", (data.meta && data.meta.title) || data.url));
          if (data.meta && data.meta.zh) {
            var zh = el("span", "search-zh", data.meta.zh);
            zh.lang = "zh";
            names.appendChild(zh);
          }
          if (data.meta && data.meta.pinyin) names.appendChild(el("span", "search-pinyin", data.meta.pinyin));
          link.appendChild(names);
          if (part.title && part.title !== (data.meta && data.meta.title)) link.appendChild(el("span", "search-section", part.title));
          link.appendChild(excerpt(part.excerpt || data.excerpt || ""));
          item.appendChild(link);
          list.appendChild(item);
        });
        nodes.push(list);
      }
      show(nodes);
    }

    function hits() {
      return Array.prototype.slice.call(panel.querySelectorAll("a.search-hit"));
    }

    function move(step) {
      var links = hits();
      if (!links.length) return;
      var at = links.indexOf(document.activeElement);
      var next = at + step;
      if (next < 0) {
        input.focus();
        return;
      }
      links[Math.min(next, links.length - 1)].focus();
    }

    // Focusing the box starts loading what a query needs: the index's list of pages, the names.
    input.addEventListener("focus", function () {
      load().then(function (api) { return api.filters(); }).catch(function () {});
      loadNames();
    });
    input.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(run, 120);
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var first = hits()[0];
      if (first) first.click();
    });
    form.addEventListener("keydown", function (event) {
      if (event.target.tagName === "SELECT") return;
      if (event.key === "ArrowDown") {
        event.preventDefault();
        move(1);
      } else if (event.key === "ArrowUp") {
        event.preventDefault();
        move(-1);
      } else if (event.key === "Escape") {
        show([]);
        input.focus();
      }
    });
    document.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      var target = event.target;
      if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      event.preventDefault();
      input.focus();
      input.select();
    });
    document.addEventListener("click", function (event) {
      if (!form.contains(event.target)) show([]);
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUp);
  } else {
    setUp();
  }
})();
