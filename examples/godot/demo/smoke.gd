# The headless smoke test, run by ../smoke.sh as
# `godot --headless --path demo --script res://smoke.gd`.
# Quits with 0 only if every check passed, printing "archeon smoke: all checks passed".
extends SceneTree

var failures := 0
var events := 0


func check(ok: bool, what: String) -> void:
	if not ok:
		failures += 1
		printerr("check failed: ", what)


func _on_event(seat: int, event: Dictionary) -> void:
	events += 1
	check((int(event["to"]) & (1 << seat)) != 0, "an event goes only to seats that may see it")
	var body = event["body"]
	check(body is Dictionary and body.has("type"), "an event's body is a Dictionary with a type")


func play(pack: ArcheonPack, match_seed: int) -> void:
	var m := ArcheonMatch.new()
	m.event.connect(_on_event)
	check(
		m.open(pack, pack.min_seats(), match_seed, {}), "open %s: %s" % [pack.id(), m.last_error()]
	)
	var steps := 0
	while not m.is_over() and steps < 20000:
		var seat := m.pending_seat()
		var legal := m.legal_actions(seat)
		check(legal.size() > 0, "legal actions")
		var id := m.bot_choice(seat, ArcheonMatch.BOT_EASY, match_seed + steps)
		check(legal.has(id), "the bot's move is legal")
		check(m.describe(id, seat, "en") != "", "describe in English")
		check(m.describe(id, seat, "ru") != "", "describe in Russian")
		check(m.languages()[0] == "en", "languages, English first")
		var view := m.observe(seat)
		check(
			view.has("family") and int(view["seat"]) == seat,
			"the view is a Dictionary for its seat"
		)
		if steps == 10:
			var copy := m.clone()
			check(
				copy != null and copy.pending_seat() == seat,
				"a clone stands where the match stands"
			)
			check(copy.save() == m.save(), "a clone saves the same bytes")
		check(m.apply(seat, id), "apply: %s" % m.last_error())
		steps += 1
	check(m.is_over(), "%s ends" % pack.id())
	var result := m.result()
	var ended: bool = int(result["winners"]) > 0 and result["places"] is Array
	check(ended, "the result is a Dictionary with winners and places")
	check(not m.apply(0, 0) and m.last_error() != "", "no action after the end")


func _initialize() -> void:
	for id in ["kessel", "archeon", "arcana", "corellian", "pazaak"]:
		var pack := ArcheonPack.new()
		check(pack.load_builtin(id), "load %s: %s" % [id, pack.last_error()])
		if pack.is_loaded():
			play(pack, 7)
	# A mod from res:// through DirAccess and FileAccess, as an exported game reads it.
	var mod := ArcheonPack.new()
	var loaded := mod.load_folder("res://mods/smugglers_cut")
	check(loaded, "load res://mods/smugglers_cut: %s" % mod.last_error())
	if mod.is_loaded():
		play(mod, 3)
	var bad := ArcheonPack.new()
	var refused := not bad.load_builtin("nope") and bad.last_error().contains("nope")
	check(refused, "an unknown pack is refused")
	check(not bad.load_folder("res://no/such/folder"), "a missing folder is refused")
	check(not ArcheonMatch.new().open(bad, 2, 1, {}), "a match of no pack is refused")
	check(events > 0, "events were emitted")
	if failures == 0:
		print("archeon smoke: all checks passed (%d events)" % events)
	else:
		printerr("archeon smoke: %d checks failed" % failures)
	quit(0 if failures == 0 else 1)
