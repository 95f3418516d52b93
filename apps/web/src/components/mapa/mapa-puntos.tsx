import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { URL_TESELAS } from './teselas';

/** A point of the map: where, its colour (any CSS colour) and the text of its tooltip and accessible name. */
export interface PuntoMapa {
  id: string;
  lat: number;
  lng: number;
  color: string;
  texto: string;
}

interface Props {
  puntos: readonly PuntoMapa[];
  /** Accessible name of the map region. */
  etiqueta: string;
  alto?: number;
}

const icono = (color: string) =>
  L.divIcon({
    className: 'eds-punto',
    html: `<span style="display:block;inline-size:18px;block-size:18px;border-radius:50%;background:${color};border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>`,
    iconSize: [18, 18],
    iconAnchor: [9, 9],
  });

/**
 * A read-only Leaflet map with several coloured points (a station per point on Monitoreo), fitted to show them all.
 * Like MapaUbicacion, tiles come from `VITE_MAPA_TESELAS` and the map stays left to right in an Arabic page. Each
 * point is also listed, visually hidden, with its text, so the colours are never the only carrier of the state.
 */
export function MapaPuntos({ puntos, etiqueta, alto = 320 }: Props) {
  const contenedor = useRef<HTMLDivElement>(null);
  const mapa = useRef<L.Map | null>(null);
  const capa = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!contenedor.current) return;
    const m = L.map(contenedor.current, { center: [4.6, -74.1], zoom: 5, attributionControl: URL_TESELAS !== '' });
    if (URL_TESELAS) L.tileLayer(URL_TESELAS, { maxZoom: 19, attribution: '&copy; OpenStreetMap' }).addTo(m);
    mapa.current = m;
    capa.current = L.layerGroup().addTo(m);
    return () => {
      m.remove();
      mapa.current = null;
      capa.current = null;
    };
  }, []);

  const firma = puntos.map((p) => `${p.id}:${p.lat}:${p.lng}:${p.color}:${p.texto}`).join('|');
  useEffect(() => {
    const m = mapa.current;
    const g = capa.current;
    if (!m || !g) return;
    g.clearLayers();
    for (const p of puntos) {
      L.marker([p.lat, p.lng], { icon: icono(p.color), keyboard: false, title: p.texto })
        .bindTooltip(p.texto)
        .addTo(g);
    }
    if (puntos.length === 1) m.setView([puntos[0].lat, puntos[0].lng], 13);
    else if (puntos.length > 1) m.fitBounds(L.latLngBounds(puntos.map((p) => [p.lat, p.lng] as [number, number])), { padding: [24, 24] });
    // Redrawn when the points' content changes, not on every new array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firma]);

  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={contenedor}
        role="region"
        aria-label={etiqueta}
        dir="ltr"
        sx={{ blockSize: alto, inlineSize: '100%', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200', zIndex: 0 }}
      />
      <Box component="ul" sx={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', m: 0, p: 0 }}>
        {puntos.map((p) => (
          <li key={p.id} data-punto={p.id} data-color={p.color}>
            {p.texto}
          </li>
        ))}
      </Box>
    </Box>
  );
}
