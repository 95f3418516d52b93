import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { URL_TESELAS } from './teselas';

export interface Coordenadas {
  lat: number;
  lng: number;
}

interface Props {
  /** Where the marker stands. */
  posicion: Coordenadas;
  /** Called when the user clicks the map or drags the marker; without it the map is read-only. */
  onCambiar?: (posicion: Coordenadas) => void;
  /** Accessible name of the map region. */
  etiqueta: string;
  alto?: number;
  zoom?: number;
}

// A marker drawn with CSS: no image files to resolve, so it shows whatever the bundle's base path.
const ICONO = L.divIcon({
  className: 'eds-marcador',
  html: '<span style="display:block;inline-size:22px;block-size:22px;border-radius:50% 50% 50% 0;background:#d32f2f;border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

/**
 * A Leaflet map with one marker (SCREENS.md G02 Ubicación). Tiles come from the configured URL
 * (`VITE_MAPA_TESELAS`, OpenStreetMap style); with no tile server reachable, or none configured, the marker still
 * shows on a plain background. Clicking the map or dragging the marker moves it. The map itself stays left to
 * right in an Arabic page: tiles and coordinates have no reading direction.
 */
export function MapaUbicacion({ posicion, onCambiar, etiqueta, alto = 320, zoom = 15 }: Props) {
  const contenedor = useRef<HTMLDivElement>(null);
  const mapa = useRef<L.Map | null>(null);
  const marcador = useRef<L.Marker | null>(null);
  const alCambiar = useRef(onCambiar);
  const editable = onCambiar !== undefined;
  useEffect(() => {
    alCambiar.current = onCambiar;
  }, [onCambiar]);

  useEffect(() => {
    if (!contenedor.current) return;
    const m = L.map(contenedor.current, { center: [posicion.lat, posicion.lng], zoom, attributionControl: URL_TESELAS !== '' });
    if (URL_TESELAS) L.tileLayer(URL_TESELAS, { maxZoom: 19, attribution: '&copy; OpenStreetMap' }).addTo(m);
    const mk = L.marker([posicion.lat, posicion.lng], { icon: ICONO, draggable: editable, keyboard: false }).addTo(m);
    mk.on('dragend', () => {
      const p = mk.getLatLng();
      alCambiar.current?.({ lat: p.lat, lng: p.lng });
    });
    if (editable) m.on('click', (e: L.LeafletMouseEvent) => alCambiar.current?.({ lat: e.latlng.lat, lng: e.latlng.lng }));
    mapa.current = m;
    marcador.current = mk;
    return () => {
      m.remove();
      mapa.current = null;
      marcador.current = null;
    };
    // The map is built once; later positions move the marker (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const mk = marcador.current;
    if (!mk) return;
    const actual = mk.getLatLng();
    if (actual.lat === posicion.lat && actual.lng === posicion.lng) return;
    mk.setLatLng([posicion.lat, posicion.lng]);
    mapa.current?.panTo([posicion.lat, posicion.lng]);
  }, [posicion.lat, posicion.lng]);

  return (
    <Box
      ref={contenedor}
      role="region"
      aria-label={etiqueta}
      dir="ltr"
      data-lat={posicion.lat}
      data-lng={posicion.lng}
      sx={{ blockSize: alto, inlineSize: '100%', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200', zIndex: 0 }}
    />
  );
}
