//! Bots behind one trait: a random bot and a simple heuristic bot.
