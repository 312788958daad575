//! `high_card`: the `archeon` command line with the High Card family registered, so that every
//! command (`play`, `sim`, `check`, `soak`, `replay`...) takes its packs.

fn main() -> std::process::ExitCode {
    if let Err(e) = family_outside::register() {
        eprintln!("high_card: {e}");
        return std::process::ExitCode::FAILURE;
    }
    archeon::cli::run(std::env::args_os().collect())
}
