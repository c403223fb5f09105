// boardlore: small progressive enhancements. Every page works without this file.
(function () {
  "use strict";

  // The page's words for its scripts (`script-*` messages of i18n/<lang>/site.ftl, in the
  // page's language), handed over as JSON by base.html; `{name}` is filled in from `args`.
  // A message missing from the page shows as its id. search.js reads them through
  // `window.boardloreText`.
  var messages = null;
  function text(id, args) {
    if (!messages) {
      var data = document.getElementById("script-messages");
      try {
        messages = data ? JSON.parse(data.textContent) : {};
      } catch (error) {
        messages = {};
      }
    }
    var pattern = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : id;
    return pattern.replace(/\{(\w+)\}/g, function (whole, name) {
      return args && name in args ? String(args[name]) : whole;
    });
  }
  window.boardloreText = text;

  // A filter form that works without being submitted: whenever one of `inputs` (an element
  // and the event it fires) changes, `matcher()` gives the test each of `items` must pass to
  // be shown, `after()` updates what depends on the items shown, and `count` says how many are.
  function setUpFilterForm(form, items, count, inputs, matcher, after) {
    form.hidden = false;
    form.addEventListener("submit", function (event) { event.preventDefault(); });

    function apply() {
      var keep = matcher();
      var shown = 0;
      items.forEach(function (item) {
        var visible = keep(item);
        item.hidden = !visible;
        if (visible) shown += 1;
      });
      after();
      count.textContent = text("script-filter-count", { shown: shown, total: items.length });
    }
    inputs.forEach(function (input) { input[0].addEventListener(input[1], apply); });
    apply();
  }

  // Home page: filter the game cards by text and by mechanic.
  function setUpFilter() {
    var form = document.querySelector("form.filter");
    if (!form) return;
    var text = form.querySelector("#filter-text");
    var mechanic = form.querySelector("#filter-mechanic");
    var cards = Array.prototype.slice.call(document.querySelectorAll(".game-card"));
    setUpFilterForm(form, cards, form.querySelector("#filter-count"), [[text, "input"], [mechanic, "change"]],
      function () {
        var words = text.value.trim().toLowerCase();
        var wanted = mechanic.value;
        return function (card) {
          var haystack = card.textContent.toLowerCase();
          var tags = (card.getAttribute("data-mechanics") || "").split("|");
          return (!words || haystack.indexOf(words) !== -1) && (!wanted || tags.indexOf(wanted) !== -1);
        };
      },
      function () {
        document.querySelectorAll("section.family").forEach(function (section) {
          section.hidden = !section.querySelector(".game-card:not([hidden])");
        });
      });
  }

  // Coverage page: show one family, or only the games with something left.
  function setUpCoverageFilter() {
    var form = document.querySelector("form.coverage-filter");
    if (!form) return;
    var family = form.querySelector("#coverage-family");
    var onlyLeft = form.querySelector("#coverage-left");
    var rows = Array.prototype.slice.call(document.querySelectorAll("table.coverage tbody tr"));
    var lefts = Array.prototype.slice.call(document.querySelectorAll(".left-game"));
    setUpFilterForm(form, rows, form.querySelector("#coverage-count"), [[family, "change"], [onlyLeft, "change"]],
      function () {
        var wanted = family.value;
        return function (row) {
          return (!wanted || row.getAttribute("data-family") === wanted) &&
            (!onlyLeft.checked || row.getAttribute("data-left") === "yes");
        };
      },
      function () {
        var wanted = family.value;
        lefts.forEach(function (section) {
          section.hidden = !!wanted && section.getAttribute("data-family") !== wanted;
        });
      });
  }

  // Game page: a rule point's row in the variances table and the phrases of the texts that
  // state it (<mark data-variance>) select each other, by click or by Enter / Space.
  function setUpReadings() {
    var rows = document.querySelectorAll("table.variances tr[data-variance]");
    if (!rows.length) return;
    var selected = null;

    function select(id, from) {
      selected = selected === id && from === "row" ? null : id;
      document.querySelectorAll("[data-variance]").forEach(function (element) {
        var on = element.getAttribute("data-variance") === selected;
        element.classList.toggle("selected", on);
        if (element.tagName === "TR") element.setAttribute("aria-selected", on ? "true" : "false");
      });
      return selected;
    }

    rows.forEach(function (row) {
      var id = row.getAttribute("data-variance");
      row.setAttribute("aria-selected", "false");
      row.title = text("script-show-quotes");
      function choose() {
        if (select(id, "row") === null) return;
        var first = document.querySelector("mark.reading[data-variance=\"" + id + "\"]");
        if (first && first.scrollIntoView) first.scrollIntoView({ block: "nearest" });
      }
      row.addEventListener("click", function (event) {
        if (event.target.closest("a")) return;
        choose();
      });
      row.addEventListener("keydown", function (event) {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          choose();
        }
      });
    });
    document.querySelectorAll("mark.reading[data-variance]").forEach(function (mark) {
      mark.tabIndex = 0;
      mark.title = text("script-show-point");
      function choose(event) {
        event.stopPropagation();
        var id = mark.getAttribute("data-variance");
        select(id, "mark");
        var row = document.querySelector("table.variances tr[data-variance=\"" + id + "\"]");
        if (row && row.scrollIntoView) row.scrollIntoView({ block: "nearest" });
      }
      mark.addEventListener("click", choose);
      mark.addEventListener("keydown", function (event) {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          choose(event);
        }
      });
    });
  }

  // The language switch opens the same page in the other language at the same place: the
  // board's position and ruleset live in the address's fragment (#ruleset=...&m=...), which
  // the link takes along when it is followed.
  function setUpLanguageSwitch() {
    document.querySelectorAll("a[data-language-switch]").forEach(function (link) {
      link.addEventListener("click", function () {
        var target = new URL(link.href);
        target.hash = location.hash;
        link.href = target.href;
      });
    });
  }

  function setUp() {
    setUpLanguageSwitch();
    setUpFilter();
    setUpCoverageFilter();
    setUpReadings();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUp);
  } else {
    setUp();
  }
})();
