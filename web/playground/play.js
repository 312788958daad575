// The play tab (placeholder until written).
export async function mount(el, ctx) {}
