
## table.toml

table =
    .name = Arkana
table-fronts-steel =
    .name = Stal
table-fronts-gold =
    .name = Złoto
table-fronts-source =
    .name = Źródło
