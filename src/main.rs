//! `archeon`: play, simulate, check content and replay saves from the command line.
//!
//! Run `archeon help` for usage (`archeon completions <shell>` prints a completion script). Exit codes: 0 success, 1 a failure (bad content, unreadable
//! or refused save, I/O), 2 bad usage.

fn main() -> std::process::ExitCode {
    archeon::cli::run(std::env::args_os().collect())
}
