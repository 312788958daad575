//! The generic observation tensor: feature hashing of an observation's JSON leaves, the same
//! scheme for every family (nothing but the seat's own observation goes in).
//!
//! The tensor is hashed while the observation is serialized ([`Tensor`], a serde `Serializer`):
//! no JSON value is built and no leaf allocates. A path is carried as the FNV-1a state of its
//! text (FNV-1a is sequential: the hash of `prefix.key` continues the hash of `prefix`).
//!
//! The result is exactly the scheme's definition over the JSON value `serde_json::to_value`
//! would build ([`flatten`], which `observe_flat` uses), float sums and collisions included. That
//! value sorts each object's keys and keeps the last of a repeated key. The first pass adds the
//! leaves in the order they serialize, which gives the same sums when no key repeats and every
//! value is an integer with the sum of their magnitudes at most 2^24 (every partial sum is then
//! exact in `f32`, in any order): the usual case. Otherwise a second pass puts every object's
//! leaves in the order of its keys, as the JSON value has them.

use serde::ser::{self, Serialize};
use serde_json::Value;

/// The scheme, as `archeon.OBSERVATION_SCHEME` documents it.
pub const SCHEME: &str = "\
observation_tensor(seat, size) is built from observe(seat) (the seat's own view, nothing more) \
by one scheme for every family: each leaf of the observation's JSON gets a path of its keys and \
array indices joined by '.' (players.1.chips); a number adds its value, true adds 1 (false and \
null add nothing) at index fnv1a64(path) mod size; a string adds 1 at index \
fnv1a64(path + '=' + value) mod size. Values are not scaled. Two leaves may share an index \
(a collision adds them): a larger size makes that rarer; observe_flat(seat) gives the leaves \
themselves for a layout of one's own.";

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0100_0000_01b3;

/// FNV-1a, 64 bits, continued from the state `h` over `bytes`.
fn fnv1a_from(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(FNV_PRIME);
    }
    h
}

/// Calls `leaf(path, value)` for every leaf of `v` that adds something: a number, true, or a
/// string (as `path=value`, 1).
pub fn flatten(v: &Value, path: &mut String, leaf: &mut dyn FnMut(&str, f64)) {
    match v {
        Value::Null | Value::Bool(false) => {}
        Value::Bool(true) => leaf(path, 1.0),
        Value::Number(n) => leaf(path, n.as_f64().unwrap_or(0.0)),
        Value::String(s) => {
            let len = path.len();
            path.push('=');
            path.push_str(s);
            leaf(path, 1.0);
            path.truncate(len);
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                let len = path.len();
                push_key(path, &i.to_string());
                flatten(item, path, leaf);
                path.truncate(len);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                let len = path.len();
                push_key(path, key);
                flatten(item, path, leaf);
                path.truncate(len);
            }
        }
    }
}

fn push_key(path: &mut String, key: &str) {
    if !path.is_empty() {
        path.push('.');
    }
    path.push_str(key);
}

/// A leaf's path as far as the scheme needs it: the FNV-1a state of its text, and whether the
/// text is still empty (the first key takes no '.').
#[derive(Clone, Copy)]
struct Path {
    hash: u64,
    empty: bool,
}

impl Path {
    const ROOT: Path = Path { hash: FNV_OFFSET, empty: true };

    fn child(self, key: &[u8]) -> Path {
        let h = if self.empty { self.hash } else { fnv1a_from(self.hash, b".") };
        Path { hash: fnv1a_from(h, key), empty: self.empty && key.is_empty() }
    }

    fn index(self, i: usize) -> Path {
        let mut digits = [0u8; 20];
        let mut at = digits.len();
        let mut i = i;
        loop {
            at -= 1;
            digits[at] = b'0' + (i % 10) as u8;
            i /= 10;
            if i == 0 {
                break;
            }
        }
        self.child(&digits[at..])
    }
}

/// Why an observation could not be hashed (what `serde_json::to_value` would refuse as well).
#[derive(Debug)]
pub struct Unhashable(String);

impl std::fmt::Display for Unhashable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the observation is not JSON: {}", self.0)
    }
}

impl std::error::Error for Unhashable {}

impl ser::Error for Unhashable {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        Unhashable(msg.to_string())
    }
}

/// One key of an object being hashed: its text in `keys`, its leaves in `leaves`.
#[derive(Clone, Copy)]
struct Entry {
    key: (u32, u32),
    leaves: (u32, u32),
    order: u32,
}

/// The reusable scratch of the hashing (kept between calls, so that a batch allocates nothing
/// once warm): the leaves as `(index, value)` in the JSON value's order, and the keys of the
/// objects still open.
#[derive(Default)]
pub struct Tensor {
    size: u64,
    leaves: Vec<(u32, f32)>,
    entries: Vec<Entry>,
    keys: Vec<u8>,
    moved: Vec<(u32, f32)>,
    /// Whether this pass keeps each object's leaves in the order of its keys (the second pass).
    sorted: bool,
    /// In the first pass: the path hash of every object key, to find a repeated key.
    key_paths: Vec<u64>,
    /// In the first pass: a set of those hashes (0 is an empty slot).
    seen: Vec<u64>,
    /// In the first pass: whether every value is an integer, and the sum of their magnitudes.
    integral: bool,
    magnitude: f64,
}

/// The largest sum of magnitudes of integer values whose partial sums are all exact in `f32`.
const EXACT_F32: f64 = 16_777_216.0;

impl Tensor {
    /// Hashes `obs` into `out` (zeroed first) by the scheme.
    pub fn hash_into<T: Serialize + ?Sized>(&mut self, obs: &T, out: &mut [f32]) -> Result<(), Unhashable> {
        out.fill(0.0);
        if out.is_empty() {
            return Ok(());
        }
        self.size = out.len() as u64;
        self.pass(obs, false)?;
        if !(self.integral && self.magnitude <= EXACT_F32) || self.repeats_a_key() {
            self.pass(obs, true)?;
        }
        for &(slot, value) in &self.leaves {
            out[slot as usize] += value;
        }
        Ok(())
    }

    /// Serializes `obs` into `leaves`, `sorted` or in the order it serializes.
    fn pass<T: Serialize + ?Sized>(&mut self, obs: &T, sorted: bool) -> Result<(), Unhashable> {
        self.sorted = sorted;
        self.leaves.clear();
        self.entries.clear();
        self.keys.clear();
        self.key_paths.clear();
        (self.integral, self.magnitude) = (true, 0.0);
        obs.serialize(Leaves { t: self, path: Path::ROOT })
    }

    /// Whether two keys of the first pass have one path (a repeated key of an object, or a
    /// 64-bit collision: either way the second pass decides).
    fn repeats_a_key(&mut self) -> bool {
        let cap = (self.key_paths.len() * 2).next_power_of_two().max(16);
        self.seen.clear();
        self.seen.resize(cap, 0);
        for &h in &self.key_paths {
            if h == 0 {
                return true;
            }
            let mut at = ((h ^ (h >> 29)) as usize) & (cap - 1);
            while self.seen[at] != 0 {
                if self.seen[at] == h {
                    return true;
                }
                at = (at + 1) & (cap - 1);
            }
            self.seen[at] = h;
        }
        false
    }

    fn leaf(&mut self, path: Path, value: f64) {
        let value = value as f32;
        self.integral &= value.fract() == 0.0;
        self.magnitude += f64::from(value.abs());
        // `size` is at most MAX_TENSOR_SIZE, so the index fits.
        self.leaves.push(((path.hash % self.size) as u32, value));
    }

    fn text(&mut self, path: Path, text: &str) {
        let path = Path { hash: fnv1a_from(fnv1a_from(path.hash, b"="), text.as_bytes()), empty: false };
        self.leaf(path, 1.0);
    }

    /// Puts the leaves of the object whose keys start at `entries[base]` into the order of its
    /// keys, the last of a repeated key only (a JSON map's), and forgets its keys.
    fn close_object(&mut self, base: usize, keys_base: usize, leaves_base: usize) {
        let keys = &self.keys;
        let text = |e: &Entry| &keys[e.key.0 as usize..(e.key.0 + e.key.1) as usize];
        let entries = &mut self.entries[base..];
        if entries.windows(2).any(|w| text(&w[0]) >= text(&w[1])) {
            entries.sort_unstable_by(|a, b| text(a).cmp(text(b)).then(a.order.cmp(&b.order)));
            self.moved.clear();
            for (k, e) in entries.iter().enumerate() {
                if entries.get(k + 1).is_some_and(|next| text(next) == text(e)) {
                    continue;
                }
                self.moved.extend_from_slice(&self.leaves[e.leaves.0 as usize..e.leaves.1 as usize]);
            }
            self.leaves.truncate(leaves_base);
            self.leaves.append(&mut self.moved);
        }
        self.entries.truncate(base);
        self.keys.truncate(keys_base);
    }
}

/// The serializer of one value at `path`.
struct Leaves<'a> {
    t: &'a mut Tensor,
    path: Path,
}

/// An array (or a tuple) being hashed: element `next` comes next.
struct Seq<'a> {
    t: &'a mut Tensor,
    path: Path,
    next: usize,
}

/// An object (a map or a struct) being hashed.
struct Obj<'a> {
    t: &'a mut Tensor,
    path: Path,
    base: usize,
    keys_base: usize,
    leaves_base: usize,
    key: (u32, u32),
}

impl Seq<'_> {
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unhashable> {
        let path = self.path.index(self.next);
        self.next += 1;
        value.serialize(Leaves { t: self.t, path })
    }
}

impl<'a> Obj<'a> {
    fn open(t: &'a mut Tensor, path: Path) -> Obj<'a> {
        let (base, keys_base, leaves_base) = (t.entries.len(), t.keys.len(), t.leaves.len());
        Obj { t, path, base, keys_base, leaves_base, key: (0, 0) }
    }

    fn value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unhashable> {
        let (at, len) = self.key;
        let path = self.path.child(&self.t.keys[at as usize..(at + len) as usize]);
        if !self.t.sorted {
            self.t.keys.truncate(at as usize);
            return self.unsorted(path, value);
        }
        let start = self.t.leaves.len() as u32;
        value.serialize(Leaves { t: self.t, path })?;
        let order = (self.t.entries.len() - self.base) as u32;
        self.t.entries.push(Entry { key: self.key, leaves: (start, self.t.leaves.len() as u32), order });
        Ok(())
    }

    /// The first pass's value at `path`: its leaves where they serialize.
    fn unsorted<T: Serialize + ?Sized>(&mut self, path: Path, value: &T) -> Result<(), Unhashable> {
        self.t.key_paths.push(path.hash);
        value.serialize(Leaves { t: self.t, path })
    }

    fn field<T: Serialize + ?Sized>(&mut self, name: &str, value: &T) -> Result<(), Unhashable> {
        if !self.t.sorted {
            return self.unsorted(self.path.child(name.as_bytes()), value);
        }
        self.key = (self.t.keys.len() as u32, name.len() as u32);
        self.t.keys.extend_from_slice(name.as_bytes());
        self.value(value)
    }

    fn close(self) -> Result<(), Unhashable> {
        if self.t.sorted {
            self.t.close_object(self.base, self.keys_base, self.leaves_base);
        }
        Ok(())
    }
}

/// A number leaf: the value as JSON holds it (an `f64`).
macro_rules! number {
    ($($name:ident($t:ty)),*) => {$(
        fn $name(self, v: $t) -> Result<(), Unhashable> {
            self.t.leaf(self.path, v as f64);
            Ok(())
        }
    )*};
}

impl<'a> ser::Serializer for Leaves<'a> {
    type Ok = ();
    type Error = Unhashable;
    type SerializeSeq = Seq<'a>;
    type SerializeTuple = Seq<'a>;
    type SerializeTupleStruct = Seq<'a>;
    type SerializeTupleVariant = Seq<'a>;
    type SerializeMap = Obj<'a>;
    type SerializeStruct = Obj<'a>;
    type SerializeStructVariant = Obj<'a>;

    number!(serialize_i8(i8), serialize_i16(i16), serialize_i32(i32), serialize_i64(i64));
    number!(serialize_u8(u8), serialize_u16(u16), serialize_u32(u32), serialize_u64(u64));

    fn serialize_bool(self, v: bool) -> Result<(), Unhashable> {
        if v {
            self.t.leaf(self.path, 1.0);
        }
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Result<(), Unhashable> {
        match (u64::try_from(v), i64::try_from(v)) {
            (Ok(u), _) => self.serialize_u64(u),
            (_, Ok(i)) => self.serialize_i64(i),
            _ => Err(Unhashable(format!("{v} is out of range"))),
        }
    }
    fn serialize_u128(self, v: u128) -> Result<(), Unhashable> {
        let v = u64::try_from(v).map_err(|_| Unhashable(format!("{v} is out of range")))?;
        self.serialize_u64(v)
    }
    fn serialize_f32(self, v: f32) -> Result<(), Unhashable> {
        self.serialize_f64(f64::from(v))
    }
    fn serialize_f64(self, v: f64) -> Result<(), Unhashable> {
        // JSON has no infinity or NaN: they are null, which adds nothing.
        if v.is_finite() {
            self.t.leaf(self.path, v);
        }
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), Unhashable> {
        self.t.text(self.path, v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Unhashable> {
        self.t.text(self.path, v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Unhashable> {
        for (i, &b) in v.iter().enumerate() {
            self.t.leaf(self.path.index(i), f64::from(b));
        }
        Ok(())
    }
    fn serialize_none(self) -> Result<(), Unhashable> {
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Unhashable> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Unhashable> {
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Unhashable> {
        Ok(())
    }
    fn serialize_unit_variant(self, _name: &'static str, _i: u32, variant: &'static str) -> Result<(), Unhashable> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, value: &T) -> Result<(), Unhashable> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _i: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Unhashable> {
        value.serialize(Leaves { t: self.t, path: self.path.child(variant.as_bytes()) })
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Seq<'a>, Unhashable> {
        Ok(Seq { t: self.t, path: self.path, next: 0 })
    }
    fn serialize_tuple(self, len: usize) -> Result<Seq<'a>, Unhashable> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<Seq<'a>, Unhashable> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(self, _name: &'static str, _i: u32, variant: &'static str, _len: usize) -> Result<Seq<'a>, Unhashable> {
        Ok(Seq { t: self.t, path: self.path.child(variant.as_bytes()), next: 0 })
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Obj<'a>, Unhashable> {
        Ok(Obj::open(self.t, self.path))
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Obj<'a>, Unhashable> {
        Ok(Obj::open(self.t, self.path))
    }
    fn serialize_struct_variant(self, _name: &'static str, _i: u32, variant: &'static str, _len: usize) -> Result<Obj<'a>, Unhashable> {
        Ok(Obj::open(self.t, self.path.child(variant.as_bytes())))
    }
}

/// The serde traits of a sequence's kinds (a seq, a tuple, a tuple struct or variant): each of
/// its elements is hashed under its index.
macro_rules! seq_like {
    ($($trait:ident :: $method:ident),+) => {$(
        impl ser::$trait for Seq<'_> {
            type Ok = ();
            type Error = Unhashable;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unhashable> {
                self.element(value)
            }
            fn end(self) -> Result<(), Unhashable> {
                Ok(())
            }
        }
    )+};
}

seq_like!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl ser::SerializeMap for Obj<'_> {
    type Ok = ();
    type Error = Unhashable;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Unhashable> {
        let at = self.t.keys.len();
        key.serialize(Key(&mut self.t.keys))?;
        self.key = (at as u32, (self.t.keys.len() - at) as u32);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unhashable> {
        self.value(value)
    }
    fn end(self) -> Result<(), Unhashable> {
        self.close()
    }
}

/// The serde traits of a struct's kinds (a struct or a struct variant): each field is hashed
/// under its name.
macro_rules! struct_like {
    ($($trait:ident),+) => {$(
        impl ser::$trait for Obj<'_> {
            type Ok = ();
            type Error = Unhashable;
            fn serialize_field<T: Serialize + ?Sized>(&mut self, name: &'static str, value: &T) -> Result<(), Unhashable> {
                self.field(name, value)
            }
            fn end(self) -> Result<(), Unhashable> {
                self.close()
            }
        }
    )+};
}

struct_like!(SerializeStruct, SerializeStructVariant);

/// A map key, written as JSON's text of it (what `serde_json` accepts as a key: a string, a
/// char, a bool, an integer, a finite float, a unit variant).
struct Key<'a>(&'a mut Vec<u8>);

fn not_a_key() -> Unhashable {
    Unhashable("a map key must be a string".into())
}

/// An integer key, as its decimal text.
macro_rules! int_key {
    ($($name:ident($t:ty)),*) => {$(
        fn $name(self, v: $t) -> Result<(), Unhashable> {
            use std::io::Write;
            write!(self.0, "{v}").map_err(|e| Unhashable(e.to_string()))
        }
    )*};
}

/// A float key, as JSON writes a float.
macro_rules! float_key {
    ($($name:ident($t:ty)),*) => {$(
        fn $name(self, v: $t) -> Result<(), Unhashable> {
            if !v.is_finite() {
                return Err(Unhashable("a float map key must be finite".into()));
            }
            let text = serde_json::to_string(&v).map_err(|e| Unhashable(e.to_string()))?;
            self.0.extend_from_slice(text.as_bytes());
            Ok(())
        }
    )*};
}

impl ser::Serializer for Key<'_> {
    type Ok = ();
    type Error = Unhashable;
    type SerializeSeq = ser::Impossible<(), Unhashable>;
    type SerializeTuple = ser::Impossible<(), Unhashable>;
    type SerializeTupleStruct = ser::Impossible<(), Unhashable>;
    type SerializeTupleVariant = ser::Impossible<(), Unhashable>;
    type SerializeMap = ser::Impossible<(), Unhashable>;
    type SerializeStruct = ser::Impossible<(), Unhashable>;
    type SerializeStructVariant = ser::Impossible<(), Unhashable>;

    int_key!(serialize_i8(i8), serialize_i16(i16), serialize_i32(i32), serialize_i64(i64), serialize_i128(i128));
    int_key!(serialize_u8(u8), serialize_u16(u16), serialize_u32(u32), serialize_u64(u64), serialize_u128(u128));
    float_key!(serialize_f32(f32), serialize_f64(f64));

    fn serialize_bool(self, v: bool) -> Result<(), Unhashable> {
        self.serialize_str(if v { "true" } else { "false" })
    }
    fn serialize_char(self, v: char) -> Result<(), Unhashable> {
        self.serialize_str(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_str(self, v: &str) -> Result<(), Unhashable> {
        self.0.extend_from_slice(v.as_bytes());
        Ok(())
    }
    fn serialize_unit_variant(self, _name: &'static str, _i: u32, variant: &'static str) -> Result<(), Unhashable> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, value: &T) -> Result<(), Unhashable> {
        value.serialize(self)
    }
    fn serialize_bytes(self, _v: &[u8]) -> Result<(), Unhashable> {
        Err(not_a_key())
    }
    fn serialize_none(self) -> Result<(), Unhashable> {
        Err(not_a_key())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _value: &T) -> Result<(), Unhashable> {
        Err(not_a_key())
    }
    fn serialize_unit(self) -> Result<(), Unhashable> {
        Err(not_a_key())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Unhashable> {
        Err(not_a_key())
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(self, _: &'static str, _: u32, _: &'static str, _: &T) -> Result<(), Unhashable> {
        Err(not_a_key())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Self::SerializeSeq, Unhashable> {
        Err(not_a_key())
    }
    fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, Unhashable> {
        Err(not_a_key())
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeTupleStruct, Unhashable> {
        Err(not_a_key())
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Unhashable> {
        Err(not_a_key())
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, Unhashable> {
        Err(not_a_key())
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, Unhashable> {
        Err(not_a_key())
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Unhashable> {
        Err(not_a_key())
    }
}

#[cfg(test)]
mod tests {
    //! The tensor hashed while serializing against the scheme's definition over the JSON value
    //! (`flatten`, what `observe_flat` gives), on values that sort, repeat and nest keys.
    use super::*;

    /// The scheme over the JSON value, as it was computed before the serializer.
    fn by_value(v: &Value, out: &mut [f32]) {
        out.fill(0.0);
        let size = out.len() as u64;
        flatten(v, &mut String::new(), &mut |path, value| {
            out[(fnv1a_from(FNV_OFFSET, path.as_bytes()) % size) as usize] += value as f32;
        });
    }

    #[derive(serde::Serialize)]
    enum Kind {
        Unit,
        New(i64),
        Pair(u8, f32),
        Named { z: bool, a: Option<char> },
    }

    #[derive(serde::Serialize)]
    struct Inner {
        zeta: f64,
        alpha: Vec<Kind>,
        #[serde(flatten)]
        more: std::collections::BTreeMap<u32, String>,
    }

    #[derive(serde::Serialize)]
    struct Outer {
        family: &'static str,
        #[serde(flatten)]
        inner: Inner,
        big: u64,
        tiny: f64,
        nan: f64,
        #[serde(rename = "")]
        empty: (i8, u128),
        #[serde(flatten)]
        repeated: std::collections::BTreeMap<String, i32>,
    }

    fn same_as_by_value(obs: &Outer) {
        let value = serde_json::to_value(obs).unwrap();
        let mut t = Tensor::default();
        for size in [1, 2, 3, 7, 64, 512] {
            let (mut want, mut got) = (vec![0f32; size], vec![0f32; size]);
            by_value(&value, &mut want);
            t.hash_into(obs, &mut got).unwrap();
            assert_eq!(want.iter().map(|x| x.to_bits()).collect::<Vec<_>>(), got.iter().map(|x| x.to_bits()).collect::<Vec<_>>());
        }
    }

    fn integral(repeated: &[(&str, i32)]) -> Outer {
        Outer {
            family: "g",
            inner: Inner {
                zeta: 2.0,
                alpha: vec![Kind::New(-3), Kind::Pair(7, 4.0), Kind::Named { z: true, a: None }, Kind::Unit],
                more: [(10, "ten".to_string()), (2, "two".to_string()), (3, "two".to_string())].into_iter().collect(),
            },
            big: 1 << 20,
            tiny: -5.0,
            nan: f64::INFINITY,
            empty: (-1, 5),
            repeated: repeated.iter().map(|&(k, v)| (k.to_string(), v)).collect(),
        }
    }

    #[test]
    fn integers_in_serialized_order_sum_as_in_key_order_unless_a_key_repeats() {
        // The first pass: integers, no repeated key (the order of the keys does not matter).
        same_as_by_value(&integral(&[("q", 9)]));
        // A repeated key (the last is kept), or sums that could round: the second pass.
        same_as_by_value(&integral(&[("family", 3), ("zeta", 4)]));
        same_as_by_value(&integral(&[("q", 1 << 24)]));
        let mut big = integral(&[]);
        big.big = u64::MAX - 7;
        same_as_by_value(&big);
    }

    #[test]
    fn the_serializer_hashes_as_the_json_value_does() {
        let obs = Outer {
            family: "f",
            inner: Inner {
                zeta: 0.1,
                alpha: vec![Kind::Unit, Kind::New(-3), Kind::Pair(7, 1.5), Kind::Named { z: true, a: Some('x') }],
                more: [(10, "ten".to_string()), (2, "two".to_string())].into_iter().collect(),
            },
            big: u64::MAX - 7,
            tiny: 1e-9,
            nan: f64::NAN,
            empty: (-1, 5),
            repeated: [("family".to_string(), 3), ("zeta".to_string(), 4)].into_iter().collect(),
        };
        same_as_by_value(&obs);
    }
}
