//! `archeon`: play, simulate, check content and replay saves from the command line.
//!
//! Run `archeon help` for usage. Exit codes: 0 success, 1 a failure (bad content, unreadable
//! or refused save, I/O), 2 bad usage.

mod cli;

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    cli::run(&args)
}
