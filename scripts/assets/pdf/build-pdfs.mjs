export async function buildPdfs() {}
