// A console smoke program for the C# binding (Runtime/Archeon.cs): plays whole matches with
// random legal actions, checks results and chip conservation, round-trips saves and clones,
// checks that the hot calls allocate nothing and that bad input is refused. Outside Unity
// (Tests~ is not imported): built with Mono's mcs and run with mono against the cdylib:
//   mcs -out:smoke.exe examples/unity/Runtime/Archeon.cs "examples/unity/Tests~/Smoke.cs"
//   LD_LIBRARY_PATH=target/debug mono smoke.exe content/kessel
using System;
using System.IO;
using System.Text.RegularExpressions;
using Archeon;

static class Smoke
{
    static int failures = 0;

    static void Check(bool ok, string what)
    {
        if (!ok) { Console.Error.WriteLine("check failed: " + what); failures++; }
    }

    static void ExpectThrow(Action f, Status status, string what)
    {
        try { f(); Check(false, what + ": nothing thrown, expected " + status); }
        catch (ArcheonException e) { Check(e.Status == status, what + ": got " + e.Message + ", expected " + status); }
    }

    static long SumKey(string json, string key)
    {
        long total = 0;
        foreach (System.Text.RegularExpressions.Match m in Regex.Matches(json, "\"" + key + "\":([0-9]+)")) total += long.Parse(m.Groups[1].Value);
        return total;
    }

    static long SumArray(string json, string key)
    {
        var m = Regex.Match(json, "\"" + key + "\":\\[([0-9,]*)\\]");
        if (!m.Success) return -1;
        long total = 0;
        foreach (var part in m.Groups[1].Value.Split(',')) if (part.Length > 0) total += long.Parse(part);
        return total;
    }

    static long TableChips(Archeon.Match m)
    {
        string obs = m.Observe(0);
        return SumKey(obs, "chips") + SumKey(obs, "pot");
    }

    static void Play(Content content, uint seats, ulong seed, Random rng)
    {
        using (var m = Archeon.Match.Create(content, seats, seed))
        {
            Check(m.Seats == seats, "seats");
            Check(m.Result() == null, "no result before the end");
            long start = TableChips(m), house = 0;
            int steps = 0, events = 0;
            uint seat;
            uint[] legal = new uint[Native.MaxActions];
            for (Decision d = m.Pending(out seat); d != Decision.None; d = m.Pending(out seat))
            {
                int n = m.LegalActions(seat, legal);
                Check(n > 0, "legal actions exist");
                uint action = legal[rng.Next(n)];
                Check(m.Describe(action, seat).Length > 0, "describe");
                Check(action < m.NumActions, "action ids below the action space");
                Check(m.Describe(action, seat, "ru").Length > 0, "describe ru");
                m.Apply(seat, action);
                for (string e = m.NextEvent(0); e != null; e = m.NextEvent(0))
                {
                    events++;
                    if (e.Contains("\"type\":\"scored\"") && e.Contains("\"won\":false")) house += SumKey(e, "penalty") + SumKey(e, "pot");
                }
                Check(TableChips(m) + house == start, "chips conserved");
                Check(m.CheckConservation() == Status.Ok, "the library's conservation check");
                if (++steps == 30)
                {
                    byte[] save = m.Save();
                    using (var loaded = Archeon.Match.Load(content, save))
                    using (var copy = m.Clone())
                    {
                        Check(Convert.ToBase64String(loaded.Save()) == Convert.ToBase64String(save), "load round-trips");
                        Check(copy.Observe(1) == m.Observe(1), "clone observes the same");
                    }
                    // A sample for the seat to act: it sees the same; the bot decides from that view.
                    uint who;
                    if (m.Pending(out who) != Decision.None)
                    using (var sample = m.Determinize(who, 7))
                    {
                        Check(sample.Observe(who) == m.Observe(who), "a sample observes the same for its seat");
                        int now = m.LegalActions(who, legal);
                        Check(Array.IndexOf(legal, m.BotChoice(who, Archeon.Bot.Medium, 3), 0, now) >= 0, "the bot's move is legal");
                        Check(m.BotChoice(who, Archeon.Bot.Easy, 3) == m.BotChoice(who, Archeon.Bot.Easy, 3), "the bot is deterministic");
                    }
                }
                if (steps > 100000) { Check(false, "match ends"); break; }
            }
            string result = m.Result();
            Check(result != null, "result at the end");
            if (result != null)
            {
                Check(SumKey(result, "winners") > 0, "a winner exists");
                Check(SumArray(result, "chips") == TableChips(m), "result chips match the observation");
            }
            Check(events > 0, "events were pulled");
            Check(m.TryApply(0, 1) == Status.MatchOver, "no action after the end");
            // Reset in place: the match a fresh handle opens with that seed.
            m.Reset(seed + 1);
            using (var fresh = Archeon.Match.Create(content, seats, seed + 1))
                Check(Convert.ToBase64String(m.Save()) == Convert.ToBase64String(fresh.Save()), "a reset match is a fresh one");
        }
    }

    /// <summary>A whole match through the hot calls only, after a warm-up: the managed heap
    /// must not grow by a byte (GC.GetAllocatedBytesForCurrentThread).</summary>
    static void HotCallsAllocateNothing(Content content)
    {
        using (var m = Archeon.Match.Create(content, 3, 77))
        {
            uint[] legal = new uint[Native.MaxActions];
            byte[] events = new byte[1 << 16];
            uint seat;
            // Warm-up: JIT, P/Invoke stubs, the first exception-free paths.
            m.Pending(out seat);
            m.LegalActions(seat, legal);
            m.BotChoice(seat, Archeon.Bot.Easy, 1);
            m.NextEventUtf8(0, ref events);
            m.CheckConservation();
            long before = GC.GetAllocatedBytesForCurrentThread();
            int steps = 0, pulled = 0;
            for (Decision d = m.Pending(out seat); d != Decision.None && steps < 5000; d = m.Pending(out seat), steps++)
            {
                int n = m.LegalActions(seat, legal);
                uint action = m.BotChoice(seat, Archeon.Bot.Easy, (ulong)steps);
                if (n == 0 || m.TryApply(seat, action) != Status.Ok) { failures++; break; }
                for (uint s = 0; s < 3; s++) while (m.NextEventUtf8(s, ref events) >= 0) pulled++;
                if (m.CheckConservation() != Status.Ok) failures++;
            }
            long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            Check(steps > 10 && pulled > 0, "the allocation test played a match");
            Check(allocated == 0, "hot calls allocated " + allocated + " bytes over " + steps + " actions");
        }
    }

    /// <summary>Decide and Step (one native call per action) play the same match as Pending,
    /// LegalActions and Apply picking the same moves, allocate nothing once warm, and refuse a
    /// bad move with the match unchanged.</summary>
    static void StepsPlayTheSameMatch(Content content)
    {
        using (var byCalls = Archeon.Match.Create(content, 3, 41))
        using (var bySteps = Archeon.Match.Create(content, 3, 41))
        {
            uint[] legal = new uint[Native.MaxActions], stepped = new uint[Native.MaxActions];
            uint seat, stepSeat;
            int count;
            Decision next = bySteps.Decide(stepped, out stepSeat, out count);
            byte[] before = bySteps.Save();
            ExpectThrow(() => bySteps.Step(stepSeat ^ 1, stepped[0], stepped, out stepSeat, out count), Status.NotYourTurn, "a step by the wrong seat");
            ExpectThrow(() => bySteps.Step(stepSeat, stepped[0], new uint[8], out stepSeat, out count), Status.BufferTooSmall, "a step into a short buffer");
            Check(Convert.ToBase64String(bySteps.Save()) == Convert.ToBase64String(before), "refused steps change nothing");
            next = bySteps.Decide(stepped, out stepSeat, out count);
            long allocated = 0;
            int steps = 0;
            for (Decision d = byCalls.Pending(out seat); d != Decision.None && steps < 100000; d = byCalls.Pending(out seat), steps++)
            {
                int n = byCalls.LegalActions(seat, legal);
                Check(next == d && stepSeat == seat && count == n, "the same decision both ways");
                uint action = legal[(steps * 7) % n];
                byCalls.Apply(seat, action);
                long start = GC.GetAllocatedBytesForCurrentThread();
                next = bySteps.Step(seat, action, stepped, out stepSeat, out count);
                if (steps > 0) allocated += GC.GetAllocatedBytesForCurrentThread() - start;
            }
            Check(next == Decision.None && count == 0, "the stepped match is over too");
            Check(Convert.ToBase64String(byCalls.Save()) == Convert.ToBase64String(bySteps.Save()), "both ways end in the same match");
            Check(allocated == 0, "steps allocated " + allocated + " bytes");
        }
    }

    static int Main(string[] args)
    {
        string dir = args.Length > 0 ? args[0] : "content/kessel";
        int matches = args.Length > 1 ? int.Parse(args[1]) : 20;
        try
        {
            Check(Native.archeon_abi_version() == Native.AbiVersion, "ABI version");
            string version = Native.StaticString(Native.archeon_version());
            Check(version.Length > 0, "version");
            Check(Native.StaticString(Native.archeon_status_name((uint)Status.IllegalAction)) == "illegal_action", "status name");

            using (var builtin = Content.Builtin("kessel"))
            using (var fromDir = Content.LoadDir(dir))
            {
                Check(builtin.Id == "kessel", "content id");
                Check(builtin.Hash == fromDir.Hash, "same files, same hash");
                string[] names = { "pl.ftl", "table.toml", "tokens.toml" };
                string[] texts = Array.ConvertAll(names, n => File.ReadAllText(Path.Combine(dir, n)));
                using (var fromSources = Content.FromSources(names, texts))
                    Check(fromSources.Hash == builtin.Hash, "in-memory files, same hash");

                uint min, max;
                builtin.SeatRange(out min, out max);
                Check(min == 2 && max >= 4, "seat range");
                HotCallsAllocateNothing(builtin);
                StepsPlayTheSameMatch(builtin);

                var rng = new Random(11);
                for (int i = 0; i < matches; i++) Play(i % 2 == 0 ? builtin : fromDir, (uint)(2 + i % 3), (ulong)(900 + i), rng);

                ExpectThrow(() => Content.Builtin("nope"), Status.UnknownPack, "unknown pack");
                ExpectThrow(() => Content.FromString("[table]\nid = 3\n"), Status.ContentError, "broken content");
                ExpectThrow(() => Content.FromString(new byte[] { 0x5b, 0xff, 0xfe }), Status.InvalidUtf8, "invalid UTF-8");
                ExpectThrow(() => Archeon.Match.Create(builtin, 1, 0), Status.InvalidSetup, "one seat");
                ExpectThrow(() => Archeon.Match.Create(builtin, 2, 0, "{\"tokens\": 3}"), Status.InvalidSetup, "bad setup JSON");
                using (var m = Archeon.Match.Create(builtin, 2, 5))
                {
                    byte[] before = m.Save();
                    uint seat;
                    m.Pending(out seat);
                    ExpectThrow(() => m.Apply(seat ^ 1, 1), Status.NotYourTurn, "wrong seat");
                    ExpectThrow(() => m.Apply(9, 1), Status.InvalidSeat, "no such seat");
                    ExpectThrow(() => m.Apply(seat, 0xdeadbeef), Status.UnknownAction, "garbage action");
                    Check(m.TryApply(seat, 0x21) == Status.IllegalAction, "illegal action");
                    Check(m.LastError().Contains("not legal"), "last error message");
                    ExpectThrow(() => m.Observe(3), Status.InvalidSeat, "observe a missing seat");
                    Check(Convert.ToBase64String(m.Save()) == Convert.ToBase64String(before), "refused calls change nothing");
                    byte[] truncated = new byte[before.Length / 2];
                    Array.Copy(before, truncated, truncated.Length);
                    ExpectThrow(() => Archeon.Match.Load(builtin, truncated), Status.SaveCorrupt, "truncated save");
                }
            }
        }
        catch (Exception e)
        {
            Console.Error.WriteLine("unexpected exception: " + e);
            return 1;
        }
        if (failures > 0) { Console.Error.WriteLine("c# host: " + failures + " checks failed"); return 1; }
        Console.WriteLine("c# host: " + matches + " matches played, bad input refused, all checks passed");
        return 0;
    }
}
