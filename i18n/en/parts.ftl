# The game page's parts in English: templates/game.html and its partials legend.html,
# claim.html and divergence.html call these with t(id=...). Every id here has a Chinese entry
# in ../zh/parts.ftl. Values handed in are plain text (escaped by t()); the messages are markup.

## How a ruleset's pieces move (templates/partials/legend.html)

legend-pieces-heading = How the pieces move
legend-play-heading = How it is played
legend-key = Drawn from the rules, for the first player: <span class="key key-both"></span> moves or captures, <span class="key key-move"></span> moves only, <span class="key key-capture"></span> captures only, <span class="key key-piece"></span> a piece in the way (hopped over, or blocking), <span class="key key-blocked"></span> blocked by it; shading: where the piece stays or the moves hold.
legend-betza-title = Betza notation
legend-same = As in <a href="#legend-{ $ruleset }">{ $name }</a>.
