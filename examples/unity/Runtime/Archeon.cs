// Archeon.cs: the C# binding of the Archeon C ABI (include/archeon.h), the runtime assembly of
// the com.archeon.rules Unity package (Archeon.Runtime.asmdef). See EMBEDDING.md of the library.
//
// - P/Invoke with CallingConvention.Cdecl. On iOS and WebGL the library is linked statically
//   into the player (Plugins/iOS/libarcheon.a, Plugins/WebGL/libarcheon.a), so the import name
//   is "__Internal" there; elsewhere it is "archeon" (archeon.dll, libarcheon.so, .dylib).
// - The binding checks the library's ABI version the first time it is used (Native.EnsureLoaded):
//   a stale or missing native library fails there with a message that says what to rebuild.
// - Handles are SafeHandle subclasses: the finalizer frees a forgotten handle; Dispose frees
//   it at once. Only blittable types cross the boundary (byte[], uint[], uint, ulong, UIntPtr,
//   IntPtr); no bool, no string marshalling: text is UTF-8 encoded and decoded here.
// - Hot calls allocate nothing: Pending, LegalActions (into the caller's uint[]), Apply, Decide,
//   Step,
//   TryApply, BotChoice, NumActions, CheckConservation, and the *Utf8 forms that write into a
//   caller's byte[] (grown only when too small). No delegate or closure is made per call.
// - No callbacks: events are pulled with NextEvent, so no native code calls into C#
//   (IL2CPP restricts native-to-managed callbacks).
// - Threads: a Content may be shared between threads; a Match is used by one thread at a time.
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Archeon
{
    /// <summary>Status codes of archeon.h (ArcheonStatus); values never change.</summary>
    public enum Status : uint
    {
        Ok = 0,
        NullArgument = 1,
        InvalidUtf8 = 2,
        InvalidArgument = 3,
        BufferTooSmall = 4,
        InvalidSeat = 5,
        NoEvent = 6,
        MatchOver = 7,
        MatchNotOver = 8,
        NotYourTurn = 9,
        UnknownAction = 10,
        IllegalAction = 11,
        ContentError = 12,
        UnknownPack = 13,
        InvalidSetup = 14,
        SaveCorrupt = 15,
        SaveVersion = 16,
        SaveContentMismatch = 17,
        Panic = 18,
        Poisoned = 19,
        InvariantBroken = 20,
    }

    /// <summary>The kind of pending decision (ArcheonDecision).</summary>
    public enum Decision : uint
    {
        None = 0,
        Main = 1,
        Keep = 2,
        TokenDie = 3,
        Impostor = 4,
        Pick = 5,
        SpikeAnswer = 6,
        TossAnswer = 7,
        ForcedClaim = 8,
        React = 9,
        Bet = 10,
        Discard = 11,
        Draw = 12,
    }

    /// <summary>The library's bot levels (ArcheonBot).</summary>
    public enum Bot : uint
    {
        Random = 0,
        Easy = 1,
        Medium = 2,
        Hard = 3,
    }

    /// <summary>A refused call: the status and the library's message.</summary>
    public class ArcheonException : Exception
    {
        public readonly Status Status;
        public ArcheonException(Status status, string message) : base(status + ": " + message) { Status = status; }
    }

    /// <summary>The native library is missing, or its ABI version is not the one this binding
    /// was written for: rebuild the plugins (Tools~/build-native.sh) from the same release.</summary>
    public class ArcheonLoadException : Exception
    {
        public ArcheonLoadException(string message, Exception inner) : base(message, inner) { }
    }

    /// <summary>The raw imports. Every function returns a Status as a uint.</summary>
    public static class Native
    {
#if (UNITY_IOS || UNITY_WEBGL) && !UNITY_EDITOR
        public const string Lib = "__Internal";
#else
        public const string Lib = "archeon";
#endif
        /// <summary>The header's ARCHEON_ABI_VERSION this binding was written for.</summary>
        public const uint AbiVersion = 3;
        public const int MaxActions = 255;
        public const int MaxSeats = 8;

        static volatile bool loaded;

        /// <summary>Checks once that the native library loads and speaks this binding's ABI;
        /// throws ArcheonLoadException otherwise. Every constructor of Content calls it.</summary>
        public static void EnsureLoaded()
        {
            if (loaded) return;
            uint abi;
            try { abi = archeon_abi_version(); }
            catch (DllNotFoundException e) { throw new ArcheonLoadException("the native library `" + Lib + "` is not found: build it into the package's Plugins/ (Tools~/build-native.sh) and check its platform settings", e); }
            catch (EntryPointNotFoundException e) { throw new ArcheonLoadException("the native library `" + Lib + "` is not Archeon's, or too old (no archeon_abi_version)", e); }
            if (abi != AbiVersion)
                throw new ArcheonLoadException("the native library speaks ABI " + abi + ", this binding ABI " + AbiVersion + " (library " + StaticString(archeon_version()) + "): rebuild the plugins from the same release as Archeon.cs", null);
            loaded = true;
        }

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] public static extern IntPtr archeon_version();
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] public static extern uint archeon_abi_version();
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)] public static extern IntPtr archeon_status_name(uint status);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_content_builtin(byte[] id, UIntPtr idLen, out ContentHandle content, byte[] errBuf, UIntPtr errCap, out UIntPtr errLen);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_content_load_dir(byte[] path, UIntPtr pathLen, out ContentHandle content, byte[] errBuf, UIntPtr errCap, out UIntPtr errLen);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_content_from_string(byte[] text, UIntPtr textLen, out ContentHandle content, byte[] errBuf, UIntPtr errCap, out UIntPtr errLen);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_content_from_sources(IntPtr[] names, UIntPtr[] nameLens, IntPtr[] texts, UIntPtr[] textLens, UIntPtr count, out ContentHandle content, byte[] errBuf, UIntPtr errCap, out UIntPtr errLen);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_content_id(ContentHandle content, byte[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_content_languages(ContentHandle content, byte[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_content_hash(ContentHandle content, out ulong hash);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_content_seat_range(ContentHandle content, out uint min, out uint max);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern void archeon_content_free(IntPtr content);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_new(ContentHandle content, uint seats, ulong seed, byte[] setupJson, UIntPtr setupLen, out MatchHandle match, byte[] errBuf, UIntPtr errCap, out UIntPtr errLen);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_load(ContentHandle content, byte[] save, UIntPtr saveLen, out MatchHandle match, byte[] errBuf, UIntPtr errCap, out UIntPtr errLen);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_clone(MatchHandle match, out MatchHandle copy);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_reset(MatchHandle match, ulong seed);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_determinize(MatchHandle match, uint seat, ulong seed, out MatchHandle sample);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_bot_choice(MatchHandle match, uint seat, uint level, ulong seed, out uint action);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern void archeon_match_free(IntPtr match);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_last_error(MatchHandle match, byte[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_seats(MatchHandle match, out uint seats);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_num_actions(MatchHandle match, out uint count);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_pending(MatchHandle match, out uint seat, out uint kind);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_legal_actions(MatchHandle match, uint seat, [Out] uint[] actions, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_decision(MatchHandle match, out uint seat, out uint kind, [Out] uint[] actions, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_step(MatchHandle match, uint seat, uint action, out uint nextSeat, out uint kind, [Out] uint[] actions, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_describe(MatchHandle match, uint action, uint viewer, [MarshalAs(UnmanagedType.LPUTF8Str)] string lang, byte[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_apply(MatchHandle match, uint seat, uint action);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_check_conservation(MatchHandle match);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_observe(MatchHandle match, uint seat, byte[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_next_event(MatchHandle match, uint seat, byte[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_result(MatchHandle match, byte[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_save(MatchHandle match, byte[] buf, UIntPtr cap, out UIntPtr len);

        /// <summary>Reads a static NUL-terminated UTF-8 string of the library.</summary>
        public static string StaticString(IntPtr p)
        {
            if (p == IntPtr.Zero) return "";
            int n = 0;
            while (Marshal.ReadByte(p, n) != 0) n++;
            byte[] bytes = new byte[n];
            Marshal.Copy(p, bytes, 0, n);
            return Encoding.UTF8.GetString(bytes);
        }

        public static byte[] Utf8(string s) { return s == null ? new byte[0] : Encoding.UTF8.GetBytes(s); }
        public static UIntPtr Len(byte[] b) { return new UIntPtr((uint)b.Length); }

        /// <summary>After a buffer call: true when the library asked for a larger buffer (which
        /// is then made, and the call must be repeated).</summary>
        internal static bool Grow(uint status, UIntPtr needed, ref byte[] buf)
        {
            if ((Status)status != Status.BufferTooSmall) return false;
            ulong n = needed.ToUInt64();
            if (n <= (ulong)buf.Length) return false;
            int size = buf.Length;
            while ((ulong)size < n) size = size * 2 + 64;
            buf = new byte[size];
            return true;
        }
    }

    public sealed class ContentHandle : SafeHandle
    {
        public ContentHandle() : base(IntPtr.Zero, true) { }
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
        protected override bool ReleaseHandle() { Native.archeon_content_free(handle); return true; }
    }

    public sealed class MatchHandle : SafeHandle
    {
        public MatchHandle() : base(IntPtr.Zero, true) { }
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
        protected override bool ReleaseHandle() { Native.archeon_match_free(handle); return true; }
    }

    /// <summary>A constructor's error buffer and the exception it becomes.</summary>
    internal struct CtorError
    {
        public byte[] Buf;
        public UIntPtr Len;
        public static CtorError New() { return new CtorError { Buf = new byte[1024] }; }
        public UIntPtr Cap { get { return Native.Len(Buf); } }
        public void Check(uint status)
        {
            if ((Status)status != Status.Ok) throw new ArcheonException((Status)status, Encoding.UTF8.GetString(Buf, 0, (int)Len.ToUInt64()));
        }
    }

    /// <summary>A loaded content pack. Immutable: share it between threads.</summary>
    public sealed class Content : IDisposable
    {
        internal readonly ContentHandle Handle;
        Content(ContentHandle h) { Handle = h; }

        /// <summary>A pack shipped inside the library ("kessel", "archeon", ...).</summary>
        public static Content Builtin(string id)
        {
            Native.EnsureLoaded();
            byte[] b = Native.Utf8(id);
            var err = CtorError.New();
            ContentHandle h;
            err.Check(Native.archeon_content_builtin(b, Native.Len(b), out h, err.Buf, err.Cap, out err.Len));
            return new Content(h);
        }

        /// <summary>Every *.toml and *.ftl file of a folder (not inside an APK or a web build: use FromSources there).</summary>
        public static Content LoadDir(string path)
        {
            Native.EnsureLoaded();
            byte[] b = Native.Utf8(path);
            var err = CtorError.New();
            ContentHandle h;
            err.Check(Native.archeon_content_load_dir(b, Native.Len(b), out h, err.Buf, err.Cap, out err.Len));
            return new Content(h);
        }

        public static Content FromString(byte[] utf8Toml)
        {
            Native.EnsureLoaded();
            var err = CtorError.New();
            ContentHandle h;
            err.Check(Native.archeon_content_from_string(utf8Toml, Native.Len(utf8Toml), out h, err.Buf, err.Cap, out err.Len));
            return new Content(h);
        }

        public static Content FromString(string toml) { return FromString(Native.Utf8(toml)); }

        /// <summary>In-memory files (read from StreamingAssets with UnityWebRequest on Android
        /// and WebGL, from Addressables, from a mod folder): the same names and texts give the
        /// same content hash as LoadDir.</summary>
        public static Content FromSources(string[] names, string[] texts)
        {
            Native.EnsureLoaded();
            if (names == null || texts == null || names.Length != texts.Length) throw new ArgumentException("names and texts must be two arrays of one length");
            int n = names.Length;
            var pins = new GCHandle[2 * n];
            var namePtrs = new IntPtr[n];
            var textPtrs = new IntPtr[n];
            var nameLens = new UIntPtr[n];
            var textLens = new UIntPtr[n];
            try
            {
                for (int i = 0; i < n; i++)
                {
                    // A one-byte placeholder keeps the pinned address valid for empty texts.
                    byte[] name = Native.Utf8(names[i]);
                    byte[] text = Native.Utf8(texts[i]);
                    pins[2 * i] = GCHandle.Alloc(name.Length > 0 ? name : new byte[1], GCHandleType.Pinned);
                    pins[2 * i + 1] = GCHandle.Alloc(text.Length > 0 ? text : new byte[1], GCHandleType.Pinned);
                    namePtrs[i] = pins[2 * i].AddrOfPinnedObject();
                    textPtrs[i] = pins[2 * i + 1].AddrOfPinnedObject();
                    nameLens[i] = Native.Len(name);
                    textLens[i] = Native.Len(text);
                }
                var err = CtorError.New();
                ContentHandle h;
                err.Check(Native.archeon_content_from_sources(namePtrs, nameLens, textPtrs, textLens, new UIntPtr((uint)n), out h, err.Buf, err.Cap, out err.Len));
                return new Content(h);
            }
            finally
            {
                foreach (var p in pins) if (p.IsAllocated) p.Free();
            }
        }

        public string Id
        {
            get
            {
                byte[] buf = new byte[64];
                uint s;
                UIntPtr len;
                do s = Native.archeon_content_id(Handle, buf, Native.Len(buf), out len); while (Native.Grow(s, len, ref buf));
                if ((Status)s != Status.Ok) throw new ArcheonException((Status)s, "archeon_content_id");
                return Encoding.UTF8.GetString(buf, 0, (int)len.ToUInt64());
            }
        }

        /// <summary>The languages the pack's texts are offered in, as BCP 47 tags, English first.</summary>
        public string[] Languages
        {
            get
            {
                byte[] buf = new byte[64];
                uint s;
                UIntPtr len;
                do s = Native.archeon_content_languages(Handle, buf, Native.Len(buf), out len); while (Native.Grow(s, len, ref buf));
                if ((Status)s != Status.Ok) throw new ArcheonException((Status)s, "archeon_content_languages");
                return Encoding.UTF8.GetString(buf, 0, (int)len.ToUInt64()).Split('\n');
            }
        }

        public ulong Hash
        {
            get
            {
                ulong h;
                Status s = (Status)Native.archeon_content_hash(Handle, out h);
                if (s != Status.Ok) throw new ArcheonException(s, "archeon_content_hash");
                return h;
            }
        }

        /// <summary>The fewest and the most seats a match of this pack takes.</summary>
        public void SeatRange(out uint min, out uint max)
        {
            Status s = (Status)Native.archeon_content_seat_range(Handle, out min, out max);
            if (s != Status.Ok) throw new ArcheonException(s, "archeon_content_seat_range");
        }

        public void Dispose() { Handle.Dispose(); }
    }

    /// <summary>One match. Use it from one thread at a time.</summary>
    public sealed class Match : IDisposable
    {
        readonly MatchHandle handle;
        byte[] buf = new byte[4096];
        byte[] errBuf = new byte[512];

        Match(MatchHandle h) { handle = h; }

        public static Match Create(Content content, uint seats, ulong seed, string setupJson = null)
        {
            byte[] setup = Native.Utf8(setupJson);
            var err = CtorError.New();
            MatchHandle h;
            err.Check(Native.archeon_match_new(content.Handle, seats, seed, setup, Native.Len(setup), out h, err.Buf, err.Cap, out err.Len));
            return new Match(h);
        }

        public static Match Load(Content content, byte[] save)
        {
            var err = CtorError.New();
            MatchHandle h;
            err.Check(Native.archeon_match_load(content.Handle, save, Native.Len(save), out h, err.Buf, err.Cap, out err.Len));
            return new Match(h);
        }

        /// <summary>Starts this match again from `seed` in the memory it holds: a host that
        /// plays many matches allocates nothing per match once warm.</summary>
        public void Reset(ulong seed)
        {
            Check(Native.archeon_match_reset(handle, seed));
        }

        public Match Clone()
        {
            MatchHandle h;
            Check(Native.archeon_match_clone(handle, out h));
            return new Match(h);
        }

        /// <summary>A sample for `seat`: what it has seen kept, the rest drawn again from
        /// `seed` (what a host's own search must use: a clone knows the hidden cards).</summary>
        public Match Determinize(uint seat, ulong seed)
        {
            MatchHandle h;
            Check(Native.archeon_match_determinize(handle, seat, seed, out h));
            return new Match(h);
        }

        /// <summary>The library bot's move for `seat`, from that seat's view only. Allocates nothing.</summary>
        public uint BotChoice(uint seat, Bot level, ulong seed)
        {
            uint action;
            Check(Native.archeon_match_bot_choice(handle, seat, (uint)level, seed, out action));
            return action;
        }

        public uint Seats { get { uint n; Check(Native.archeon_match_seats(handle, out n)); return n; } }

        /// <summary>The number of distinct action ids of the table: every legal id is below it.</summary>
        public uint NumActions { get { uint n; Check(Native.archeon_match_num_actions(handle, out n)); return n; } }

        /// <summary>Whose decision is pending; Decision.None when the match is over. Allocates nothing.</summary>
        public Decision Pending(out uint seat)
        {
            uint kind;
            Check(Native.archeon_match_pending(handle, out seat, out kind));
            return (Decision)kind;
        }

        /// <summary>Writes the legal action ids of `seat` into `into` (none when it is not its
        /// decision) and returns how many. An array of Native.MaxActions always suffices; a
        /// shorter one that cannot hold them throws BufferTooSmall. Allocates nothing.</summary>
        public int LegalActions(uint seat, uint[] into)
        {
            if (into == null) throw new ArgumentNullException("into");
            UIntPtr len;
            Check(Native.archeon_match_legal_actions(handle, seat, into, new UIntPtr((uint)into.Length), out len));
            return (int)len.ToUInt64();
        }

        /// <summary>The decision pending (Decision.None when the match is over), its seat, and that
        /// seat's legal action ids written into `into` (which must hold Native.MaxActions) with
        /// their count in `count`: one call instead of Pending and LegalActions. Allocates nothing.</summary>
        public Decision Decide(uint[] into, out uint seat, out int count)
        {
            if (into == null) throw new ArgumentNullException("into");
            uint kind;
            UIntPtr len;
            Check(Native.archeon_match_decision(handle, out seat, out kind, into, new UIntPtr((uint)into.Length), out len));
            count = (int)len.ToUInt64();
            return (Decision)kind;
        }

        /// <summary>Applies `seat`'s action, then writes the decision now pending as Decide does:
        /// one native call per action, the cheapest loop from C# (each P/Invoke has a fixed cost).
        /// Throws, the match unchanged, when the action is refused.</summary>
        public Decision Step(uint seat, uint action, uint[] into, out uint nextSeat, out int count)
        {
            if (into == null) throw new ArgumentNullException("into");
            uint kind;
            UIntPtr len;
            Check(Native.archeon_match_step(handle, seat, action, out nextSeat, out kind, into, new UIntPtr((uint)into.Length), out len));
            count = (int)len.ToUInt64();
            return (Decision)kind;
        }

        /// <summary>The text of <paramref name="action"/> as seat <paramref name="viewer"/> may read it, in
        /// <paramref name="lang"/>: a BCP 47 tag ("en", "ru", "pl"; Content.Languages lists them).</summary>
        public string Describe(uint action, uint viewer, string lang = "en")
        {
            uint s;
            UIntPtr len;
            do s = Native.archeon_match_describe(handle, action, viewer, lang, buf, Native.Len(buf), out len); while (Native.Grow(s, len, ref buf));
            return Text(s, len);
        }

        /// <summary>Applies an action; throws ArcheonException when it is refused (the match is unchanged).</summary>
        public void Apply(uint seat, uint action) { Check(Native.archeon_match_apply(handle, seat, action)); }

        /// <summary>Applies an action; returns the status instead of throwing. Allocates nothing.</summary>
        public Status TryApply(uint seat, uint action) { return (Status)Native.archeon_match_apply(handle, seat, action); }

        /// <summary>The library's conservation self-check (every chip and card still somewhere):
        /// Status.Ok or Status.InvariantBroken (LastError says what; for developers, it may name
        /// hidden cards). Allocates nothing.</summary>
        public Status CheckConservation() { return (Status)Native.archeon_match_check_conservation(handle); }

        /// <summary>What `seat` may see, as JSON.</summary>
        public string Observe(uint seat)
        {
            uint s;
            UIntPtr len;
            do s = Native.archeon_match_observe(handle, seat, buf, Native.Len(buf), out len); while (Native.Grow(s, len, ref buf));
            return Text(s, len);
        }

        /// <summary>Writes what `seat` may see (UTF-8 JSON) into `into`, grown when too small,
        /// and returns its length. Allocates nothing once `into` is large enough.</summary>
        public int ObserveUtf8(uint seat, ref byte[] into)
        {
            uint s;
            UIntPtr len;
            do s = Native.archeon_match_observe(handle, seat, into, Native.Len(into), out len); while (Native.Grow(s, len, ref into));
            Check(s);
            return (int)len.ToUInt64();
        }

        /// <summary>The next event for `seat` as JSON, or null when none is waiting.</summary>
        public string NextEvent(uint seat)
        {
            int n = NextEventUtf8(seat, ref buf);
            return n < 0 ? null : Encoding.UTF8.GetString(buf, 0, n);
        }

        /// <summary>Writes the next event for `seat` (UTF-8 JSON) into `into`, grown when too
        /// small, and returns its length; -1 when none is waiting. Allocates nothing once
        /// `into` is large enough.</summary>
        public int NextEventUtf8(uint seat, ref byte[] into)
        {
            uint s;
            UIntPtr len;
            do s = Native.archeon_match_next_event(handle, seat, into, Native.Len(into), out len); while (Native.Grow(s, len, ref into));
            if ((Status)s == Status.NoEvent) return -1;
            Check(s);
            return (int)len.ToUInt64();
        }

        /// <summary>The result as JSON once the match is over, else null.</summary>
        public string Result()
        {
            uint s;
            UIntPtr len;
            do s = Native.archeon_match_result(handle, buf, Native.Len(buf), out len); while (Native.Grow(s, len, ref buf));
            if ((Status)s == Status.MatchNotOver) return null;
            return Text(s, len);
        }

        public byte[] Save()
        {
            uint s;
            UIntPtr len;
            do s = Native.archeon_match_save(handle, buf, Native.Len(buf), out len); while (Native.Grow(s, len, ref buf));
            Check(s);
            var save = new byte[(int)len.ToUInt64()];
            Array.Copy(buf, save, save.Length);
            return save;
        }

        /// <summary>The message of the last refused call on this match.</summary>
        public string LastError()
        {
            uint s;
            UIntPtr len;
            do s = Native.archeon_match_last_error(handle, errBuf, Native.Len(errBuf), out len); while (Native.Grow(s, len, ref errBuf));
            return (Status)s == Status.Ok ? Encoding.UTF8.GetString(errBuf, 0, (int)len.ToUInt64()) : "";
        }

        string Text(uint status, UIntPtr len)
        {
            Check(status);
            return Encoding.UTF8.GetString(buf, 0, (int)len.ToUInt64());
        }

        void Check(uint status)
        {
            if ((Status)status != Status.Ok) throw new ArcheonException((Status)status, LastError());
        }

        public void Dispose() { handle.Dispose(); }
    }
}
