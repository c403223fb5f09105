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

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUpFilter);
  } else {
    setUpFilter();
  }
})();
