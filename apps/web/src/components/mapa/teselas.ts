const env = import.meta.env as Record<string, string | undefined>;

/**
 * The map tiles' URL template (`{z}/{x}/{y}`), set at build time with VITE_MAPA_TESELAS; an empty value draws no
 * tiles (the marker on a plain background). Defaults to OpenStreetMap's standard tiles.
 */
export const URL_TESELAS = env.VITE_MAPA_TESELAS ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
