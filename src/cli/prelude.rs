//! What the command line's modules take from `std` (the library around them is `no_std`): the
//! standard prelude and the formatting macros.

pub(crate) use std::boxed::Box;
pub(crate) use std::string::{String, ToString};
pub(crate) use std::vec::Vec;
pub(crate) use std::{eprintln, format, println, vec};
