// Play a match: open the sample's scene PlayAMatch.unity (or add this component to a GameObject
// of any scene) and press Play. It opens a match of a built-in pack, lets the library's bots
// play every seat (one action a frame, so that the log reads like a table), logs what seat 0
// sees happen, and logs the result.
//
// What a game does in its place: the player's seat waits for input (LegalActions fills the
// menu, Describe labels each entry for that seat), the other seats ask BotChoice.
using System.Text;
using UnityEngine;

namespace Archeon.Samples
{
    public sealed class PlayAMatch : MonoBehaviour
    {
        [Tooltip("A built-in pack: kessel, archeon, arcana, prof_arcana, corellian, pazaak, ...")]
        public string pack = "kessel";
        [Tooltip("Seats at the table (the pack says how many it takes).")]
        public uint seats = 3;
        public ulong seed = 42;
        public Bot level = Bot.Easy;
        public string language = "en";

        Content content;
        Archeon.Match match;
        readonly uint[] legal = new uint[Native.MaxActions];
        byte[] eventBuffer = new byte[4096];
        int actions;

        /// <summary>The number of actions played so far.</summary>
        public int Actions { get { return actions; } }

        /// <summary>Whether the match is over (or could not be opened).</summary>
        public bool Finished { get; private set; }

        void Start()
        {
            content = Content.Builtin(pack);
            uint min, max;
            content.SeatRange(out min, out max);
            if (seats < min || seats > max)
            {
                Debug.LogWarning(pack + " seats " + min + " to " + max + " players; playing with " + min);
                seats = min;
            }
            match = Archeon.Match.Create(content, seats, seed);
            Debug.Log("Archeon " + Native.StaticString(Native.archeon_version()) + ": " + content.Id + ", " + seats + " seats");
        }

        void Update()
        {
            if (Finished || match == null) return;
            uint seat;
            if (match.Pending(out seat) == Decision.None)
            {
                Finished = true;
                Debug.Log("Result: " + match.Result());
                return;
            }
            int n = match.LegalActions(seat, legal);
            uint action = match.BotChoice(seat, level, seed + (ulong)actions);
            Debug.Log("Seat " + seat + " (" + n + " choices): " + match.Describe(action, seat, language));
            match.Apply(seat, action);
            actions++;
            // What seat 0 may see of it: events as JSON, for animation.
            for (int len = match.NextEventUtf8(0, ref eventBuffer); len >= 0; len = match.NextEventUtf8(0, ref eventBuffer))
                Debug.Log("  seat 0 sees " + Encoding.UTF8.GetString(eventBuffer, 0, len));
        }

        void OnDestroy()
        {
            if (match != null) match.Dispose();
            if (content != null) content.Dispose();
        }
    }
}
