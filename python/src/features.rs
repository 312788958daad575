//! The generic observation tensor: feature hashing of an observation's JSON leaves, the same
//! scheme for every family (nothing but the seat's own observation goes in).

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

/// FNV-1a, 64 bits.
fn fnv1a(parts: &[&[u8]]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for &b in *part {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
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

/// Adds `v`'s leaves into `out` (zeroed first) by the scheme.
pub fn hash_into(v: &Value, out: &mut [f32]) {
    out.fill(0.0);
    let size = out.len() as u64;
    if size == 0 {
        return;
    }
    flatten(v, &mut String::new(), &mut |path, value| {
        let slot = (fnv1a(&[path.as_bytes()]) % size) as usize;
        out[slot] += value as f32;
    });
}
