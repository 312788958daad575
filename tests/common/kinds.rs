//! The kinds of decision the shipped families declare, by name: shared by the test commons
//! (`common`, `corellian_common`, `pazaak_common`), which include this file.

/// The kind of decision named `name` (`"main"`, `"spike_answer"`) that the shipped families
/// declare (two families' kinds of one name are declared alike, so they are one kind).
#[allow(dead_code)]
pub fn kind(name: &str) -> archeon::session::DecisionKind {
    static KINDS: std::sync::OnceLock<Vec<archeon::session::DecisionKind>> = std::sync::OnceLock::new();
    let kinds = KINDS.get_or_init(|| {
        let packs = archeon::content::builtin::IDS.iter().filter_map(|id| archeon::content::builtin::load(id));
        packs.flat_map(|p| archeon::session::decision_kinds(&p).0).copied().collect()
    });
    *kinds.iter().find(|k| k.name() == name).unwrap_or_else(|| panic!("no shipped family declares a decision `{name}`"))
}
