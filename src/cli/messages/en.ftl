# The command line's own words in English: the banner, the prompt, the keys, the confirmations.

cli-banner = { $table }: { $seats } seats, seed { $seed }{ $clock ->
        [1] {" "}(from the clock)
       *[0] {""}
    }
cli-bots-only = Bots only ({ $kind })
cli-you-and-bots = You are seat 0; bots: { $kind }
cli-resumed = The match goes on from its save ({ $actions } actions so far).
cli-prompt = Your choice:{" "}
cli-keys = ? rules · {"v"} view · {"i"} texts · {"l"} log · {"q"} quit
cli-keys-picking = {"b"} back (nothing is played) · ? rules · {"v"} view · {"i"} texts · {"l"} log · {"q"} quit
cli-keys-help = Keys: a letter is a kind of action, a number a choice within it ({"d2"}); a letter alone takes its only choice or lists them all. Keys stay the same until your turn ends. ? rules, {"v"} the table again, {"i"} the full texts of your tokens, abilities, spells and hand cards, {"l"} the log, {"b"} back out of a pick, {"q"} quit.
cli-turn-goes-on = (your turn goes on; the keys are as they were)
cli-only-choice = (the only choice: { $label })
cli-unknown-key = No choice `{ $typed }`. Type a key from the menu (such as { $example }), ? for the rules, {"v"} to see it again.
cli-confirm = { $label } — this cannot be taken back.
cli-confirm-prompt = Sure? {"[y/n]: "}
# The answers to a confirmation that mean yes, separated by spaces (any case); a placeable, so
# that the pseudo-locale keeps them as they are typed.
cli-yes-answers = {"y yes"}
cli-not-done = Not done.
cli-backed-out = Back: nothing was played.
cli-nothing-to-back-out = Nothing to back out of: no pick is under way.
cli-no-details = No further texts: everything is on the view.
cli-log-heading = The recent log:
cli-left = You left the match.
cli-end-of-input = (end of input)
cli-input-error = (cannot read input: { $error })
cli-saved = Saved to { $path } (go on with: archeon play --resume { $path }; replay it with: archeon replay { $path })
cli-choices = choices
cli-letter-lists = (a letter alone lists its choices)
cli-campaign-banner = { $pack }: a campaign, seed { $seed }{ $resumed ->
        [1] , going on from its save
       *[0] {""}
    }
cli-campaign-legend = a letter and a number ({"p2"}), or a letter, chooses · ? rules · {"v"} again · {"q"} quit
cli-campaign-left = You left the campaign.
cli-campaign-saved = Saved to { $path } (go on with: archeon campaign --resume { $path })
cli-bot-kind = { $kind ->
        [random] random
        [easy] easy
        [medium] medium
        [hard] hard
        [lookahead] lookahead
       *[heuristic] heuristic
    }
