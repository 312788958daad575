// Archeon.cs: the C# binding of the Archeon C ABI (include/archeon.h), in the shape Unity needs.
// Drop this file into Assets/Plugins/Archeon/ next to the native library of each platform.
//
// - P/Invoke with CallingConvention.Cdecl; on iOS the library is linked statically, so the
//   import name is "__Internal" there.
// - Handles are SafeHandle subclasses: the finalizer frees a forgotten handle; Dispose frees
//   it at once. Only blittable types cross the boundary (byte[], uint, ulong, UIntPtr,
//   IntPtr); no bool, no string marshalling: text is UTF-8 encoded and decoded here.
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

    /// <summary>A display language (ArcheonLang).</summary>
    /// <summary>The library's bot levels (ArcheonBot).</summary>
    public enum Bot : uint
    {
        Random = 0,
        Easy = 1,
        Medium = 2,
        Hard = 3,
    }

    public enum Lang : uint
    {
        En = 0,
        Ru = 1,
    }

    /// <summary>A refused call: the status and the library's message.</summary>
    public class ArcheonException : Exception
    {
        public readonly Status Status;
        public ArcheonException(Status status, string message) : base(status + ": " + message) { Status = status; }
    }

    /// <summary>The raw imports. Every function returns a Status as a uint.</summary>
    public static class Native
    {
#if UNITY_IOS && !UNITY_EDITOR
        public const string Lib = "__Internal";
#else
        public const string Lib = "archeon";
#endif
        /// <summary>The header's ARCHEON_ABI_VERSION this binding was written for.</summary>
        public const uint AbiVersion = 2;
        public const int MaxActions = 255;

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
        public static extern uint archeon_content_hash(ContentHandle content, out ulong hash);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern void archeon_content_free(IntPtr content);

        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_new(ContentHandle content, uint seats, ulong seed, byte[] setupJson, UIntPtr setupLen, out MatchHandle match, byte[] errBuf, UIntPtr errCap, out UIntPtr errLen);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_load(ContentHandle content, byte[] save, UIntPtr saveLen, out MatchHandle match, byte[] errBuf, UIntPtr errCap, out UIntPtr errLen);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_clone(MatchHandle match, out MatchHandle copy);
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
        public static extern uint archeon_match_describe(MatchHandle match, uint action, uint viewer, uint lang, byte[] buf, UIntPtr cap, out UIntPtr len);
        [DllImport(Lib, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint archeon_match_apply(MatchHandle match, uint seat, uint action);
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

    /// <summary>A buffer-filling native call: (buf, cap, out len) → status.</summary>
    internal delegate uint Fill(byte[] buf, UIntPtr cap, out UIntPtr len);

    internal static class Buffers
    {
        /// <summary>Calls `f` with a buffer that grows to the size the library asks for.</summary>
        public static Status Call(ref byte[] buf, Fill f, out int len)
        {
            for (;;)
            {
                UIntPtr n;
                Status s = (Status)f(buf, Native.Len(buf), out n);
                len = (int)n.ToUInt64();
                if (s == Status.BufferTooSmall && len > buf.Length) { buf = new byte[len]; continue; }
                if (s != Status.Ok) len = 0;
                return s;
            }
        }
    }

    internal delegate uint Construct(byte[] errBuf, UIntPtr errCap, out UIntPtr errLen);

    internal static class Ctor
    {
        public static void Run(Construct f)
        {
            byte[] err = new byte[1024];
            UIntPtr errLen;
            Status s = (Status)f(err, Native.Len(err), out errLen);
            if (s != Status.Ok) throw new ArcheonException(s, Encoding.UTF8.GetString(err, 0, (int)errLen.ToUInt64()));
        }
    }

    /// <summary>A loaded content pack. Immutable: share it between threads.</summary>
    public sealed class Content : IDisposable
    {
        internal readonly ContentHandle Handle;
        Content(ContentHandle h) { Handle = h; }

        public static Content Builtin(string id)
        {
            byte[] b = Native.Utf8(id);
            ContentHandle h = null;
            Ctor.Run((byte[] e, UIntPtr cap, out UIntPtr len) => Native.archeon_content_builtin(b, Native.Len(b), out h, e, cap, out len));
            return new Content(h);
        }

        public static Content LoadDir(string path)
        {
            byte[] b = Native.Utf8(path);
            ContentHandle h = null;
            Ctor.Run((byte[] e, UIntPtr cap, out UIntPtr len) => Native.archeon_content_load_dir(b, Native.Len(b), out h, e, cap, out len));
            return new Content(h);
        }

        public static Content FromString(byte[] utf8Toml)
        {
            ContentHandle h = null;
            Ctor.Run((byte[] e, UIntPtr cap, out UIntPtr len) => Native.archeon_content_from_string(utf8Toml, Native.Len(utf8Toml), out h, e, cap, out len));
            return new Content(h);
        }

        public static Content FromString(string toml) { return FromString(Native.Utf8(toml)); }

        /// <summary>In-memory files (for example read from StreamingAssets on Android).</summary>
        public static Content FromSources(string[] names, string[] texts)
        {
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
                ContentHandle h = null;
                Ctor.Run((byte[] e, UIntPtr cap, out UIntPtr len) =>
                    Native.archeon_content_from_sources(namePtrs, nameLens, textPtrs, textLens, new UIntPtr((uint)n), out h, e, cap, out len));
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
                int len;
                Status s = Buffers.Call(ref buf, (byte[] b, UIntPtr cap, out UIntPtr l) => Native.archeon_content_id(Handle, b, cap, out l), out len);
                if (s != Status.Ok) throw new ArcheonException(s, "archeon_content_id");
                return Encoding.UTF8.GetString(buf, 0, len);
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

        public void Dispose() { Handle.Dispose(); }
    }

    /// <summary>One match. Use it from one thread at a time.</summary>
    public sealed class Match : IDisposable
    {
        readonly MatchHandle handle;
        byte[] buf = new byte[4096];
        readonly uint[] actions = new uint[Native.MaxActions];

        Match(MatchHandle h) { handle = h; }

        public static Match Create(Content content, uint seats, ulong seed, string setupJson = null)
        {
            byte[] setup = Native.Utf8(setupJson);
            MatchHandle h = null;
            Ctor.Run((byte[] e, UIntPtr cap, out UIntPtr len) => Native.archeon_match_new(content.Handle, seats, seed, setup, Native.Len(setup), out h, e, cap, out len));
            return new Match(h);
        }

        public static Match Load(Content content, byte[] save)
        {
            MatchHandle h = null;
            Ctor.Run((byte[] e, UIntPtr cap, out UIntPtr len) => Native.archeon_match_load(content.Handle, save, Native.Len(save), out h, e, cap, out len));
            return new Match(h);
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

        /// <summary>The library bot's move for `seat`, from that seat's view only.</summary>
        public uint BotChoice(uint seat, Bot level, ulong seed)
        {
            uint action;
            Check(Native.archeon_match_bot_choice(handle, seat, (uint)level, seed, out action));
            return action;
        }

        public uint Seats { get { uint n; Check(Native.archeon_match_seats(handle, out n)); return n; } }

        /// <summary>The number of distinct action ids of the table: every legal id is below it.</summary>
        public uint NumActions { get { uint n; Check(Native.archeon_match_num_actions(handle, out n)); return n; } }

        /// <summary>Whose decision is pending; Decision.None when the match is over.</summary>
        public Decision Pending(out uint seat)
        {
            uint kind;
            Check(Native.archeon_match_pending(handle, out seat, out kind));
            return (Decision)kind;
        }

        /// <summary>The legal action ids of `seat` (empty when it is not its decision).</summary>
        public uint[] LegalActions(uint seat)
        {
            UIntPtr len;
            Check(Native.archeon_match_legal_actions(handle, seat, actions, new UIntPtr((uint)actions.Length), out len));
            var result = new uint[(int)len.ToUInt64()];
            Array.Copy(actions, result, result.Length);
            return result;
        }

        /// <summary>The text of <paramref name="action"/> as seat <paramref name="viewer"/> may read it.</summary>
        public string Describe(uint action, uint viewer, Lang lang = Lang.En)
        {
            return Text((byte[] b, UIntPtr cap, out UIntPtr l) => Native.archeon_match_describe(handle, action, viewer, (uint)lang, b, cap, out l));
        }

        /// <summary>Applies an action; throws ArcheonException when it is refused (the match is unchanged).</summary>
        public void Apply(uint seat, uint action) { Check(Native.archeon_match_apply(handle, seat, action)); }

        /// <summary>Applies an action; returns the status instead of throwing.</summary>
        public Status TryApply(uint seat, uint action) { return (Status)Native.archeon_match_apply(handle, seat, action); }

        /// <summary>What `seat` may see, as JSON.</summary>
        public string Observe(uint seat)
        {
            return Text((byte[] b, UIntPtr cap, out UIntPtr l) => Native.archeon_match_observe(handle, seat, b, cap, out l));
        }

        /// <summary>The next event for `seat` as JSON, or null when none is waiting.</summary>
        public string NextEvent(uint seat)
        {
            int len;
            Status s = Buffers.Call(ref buf, (byte[] b, UIntPtr cap, out UIntPtr l) => Native.archeon_match_next_event(handle, seat, b, cap, out l), out len);
            if (s == Status.NoEvent) return null;
            Check((uint)s);
            return Encoding.UTF8.GetString(buf, 0, len);
        }

        /// <summary>The result as JSON once the match is over, else null.</summary>
        public string Result()
        {
            int len;
            Status s = Buffers.Call(ref buf, (byte[] b, UIntPtr cap, out UIntPtr l) => Native.archeon_match_result(handle, b, cap, out l), out len);
            if (s == Status.MatchNotOver) return null;
            Check((uint)s);
            return Encoding.UTF8.GetString(buf, 0, len);
        }

        public byte[] Save()
        {
            int len;
            Check((uint)Buffers.Call(ref buf, (byte[] b, UIntPtr cap, out UIntPtr l) => Native.archeon_match_save(handle, b, cap, out l), out len));
            var save = new byte[len];
            Array.Copy(buf, save, len);
            return save;
        }

        /// <summary>The message of the last refused call on this match.</summary>
        public string LastError()
        {
            byte[] b = new byte[512];
            int len;
            Buffers.Call(ref b, (byte[] x, UIntPtr cap, out UIntPtr l) => Native.archeon_match_last_error(handle, x, cap, out l), out len);
            return Encoding.UTF8.GetString(b, 0, len);
        }

        string Text(Fill f)
        {
            int len;
            Check((uint)Buffers.Call(ref buf, f, out len));
            return Encoding.UTF8.GetString(buf, 0, len);
        }

        void Check(uint status)
        {
            if ((Status)status != Status.Ok) throw new ArcheonException((Status)status, LastError());
        }

        public void Dispose() { handle.Dispose(); }
    }
}
