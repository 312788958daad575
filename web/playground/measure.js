// The measure tab (placeholder until written).
export async function mount(el, ctx) {}
