// boardlore: small progressive enhancements. Every page works without this file.
(function () {
  "use strict";

  // Home page: filter the game cards by text and by mechanic.
  function setUpFilter() {
    var form = document.querySelector("form.filter");
    if (!form) return;
    var text = form.querySelector("#filter-text");
    var mechanic = form.querySelector("#filter-mechanic");
    var count = form.querySelector("#filter-count");
    var cards = Array.prototype.slice.call(document.querySelectorAll(".game-card"));
    form.hidden = false;
    form.addEventListener("submit", function (event) { event.preventDefault(); });

    function apply() {
      var words = text.value.trim().toLowerCase();
      var wanted = mechanic.value;
      var shown = 0;
      cards.forEach(function (card) {
        var haystack = card.textContent.toLowerCase();
        var tags = (card.getAttribute("data-mechanics") || "").split("|");
        var visible = (!words || haystack.indexOf(words) !== -1) && (!wanted || tags.indexOf(wanted) !== -1);
        card.hidden = !visible;
        if (visible) shown += 1;
      });
      document.querySelectorAll("section.family").forEach(function (section) {
        section.hidden = !section.querySelector(".game-card:not([hidden])");
      });
      count.textContent = shown + " of " + cards.length + " shown";
    }
    text.addEventListener("input", apply);
    mechanic.addEventListener("change", apply);
    apply();
  }

  // Coverage page: show one family, or only the games with something left.
  function setUpCoverageFilter() {
    var form = document.querySelector("form.coverage-filter");
    if (!form) return;
    var family = form.querySelector("#coverage-family");
    var onlyLeft = form.querySelector("#coverage-left");
    var count = form.querySelector("#coverage-count");
    var rows = Array.prototype.slice.call(document.querySelectorAll("table.coverage tbody tr"));
    var lefts = Array.prototype.slice.call(document.querySelectorAll(".left-game"));
    form.hidden = false;
    form.addEventListener("submit", function (event) { event.preventDefault(); });

    function apply() {
      var wanted = family.value;
      var shown = 0;
      rows.forEach(function (row) {
        var visible = (!wanted || row.getAttribute("data-family") === wanted) &&
          (!onlyLeft.checked || row.getAttribute("data-left") === "yes");
        row.hidden = !visible;
        if (visible) shown += 1;
      });
      lefts.forEach(function (section) {
        section.hidden = !!wanted && section.getAttribute("data-family") !== wanted;
      });
      count.textContent = shown + " of " + rows.length + " shown";
    }
    family.addEventListener("change", apply);
    onlyLeft.addEventListener("change", apply);
    apply();
  }

  function setUp() {
    setUpFilter();
    setUpCoverageFilter();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUp);
  } else {
    setUp();
  }
})();
