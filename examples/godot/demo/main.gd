# The demo scene: a match of a pack played by the library's bots, one action every `step`
# seconds, each move described for the seat that makes it and each event seat 0 sees listed,
# then the result. A game puts the player's input where seat 0's bot_choice is.
extends Control

@export var pack_id := "kessel"
@export var seats := 3
@export var match_seed := 42
@export var step := 0.25
@export var language := "en"

var pack := ArcheonPack.new()
var game := ArcheonMatch.new()
var actions := 0
var waited := 0.0

@onready var log_label: RichTextLabel = $Log


func _ready() -> void:
	if not pack.load_builtin(pack_id):
		_say("[color=red]%s[/color]" % pack.last_error())
		return
	game.event.connect(_on_event)
	var count := clampi(seats, pack.min_seats(), pack.max_seats())
	if not game.open(pack, count, match_seed, {}):
		_say("[color=red]%s[/color]" % game.last_error())
		return
	_say("[b]%s[/b], %d seats (content %s)" % [pack.id(), count, pack.content_hash()])


func _process(delta: float) -> void:
	if game.is_over():
		return
	waited += delta
	if waited < step:
		return
	waited = 0.0
	var seat := game.pending_seat()
	var id := game.bot_choice(seat, ArcheonMatch.BOT_EASY, match_seed + actions)
	_say("seat %d (%s): %s" % [seat, game.pending_kind(), game.describe(id, seat, language)])
	if not game.apply(seat, id):
		_say("[color=red]%s[/color]" % game.last_error())
		return
	actions += 1
	if game.is_over():
		var result := game.result()
		var chips := str(result["chips"])
		_say(
			(
				"[b]over after %d actions[/b]: winners mask %d, chips %s"
				% [actions, result["winners"], chips]
			)
		)


# What seat 0 sees happen: animate it in a game.
func _on_event(seat: int, event: Dictionary) -> void:
	if seat == 0:
		_say("    seat 0 sees %s" % event["body"]["type"])


func _say(line: String) -> void:
	log_label.append_text(line + "\n")
