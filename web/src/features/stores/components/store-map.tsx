import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebConfiguration } from '@/shared/config/web-configuration';
import { STORE_MAP_ZOOM } from '../utils/store-format';
import styles from './store-map.module.css';

// Bundled copies: Leaflet would otherwise guess the image folder from its stylesheet's URL.
const markerIcon = L.icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface StoreMapProps {
  name: string;
  latitude: number;
  longitude: number;
}

/** The store on a map at zoom 18; without a tile URL the map is a plain background. */
export function StoreMap({ name, latitude, longitude }: StoreMapProps) {
  const { t } = useTranslation();
  const { mapTileUrl, mapAttribution } = useWebConfiguration();
  const containerRef = useRef<HTMLDivElement>(null);
  const zoomIn = t('storeLocator.detail.zoomIn');
  const zoomOut = t('storeLocator.detail.zoomOut');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      center: [latitude, longitude],
      zoom: STORE_MAP_ZOOM,
      zoomControl: false,
      attributionControl: mapTileUrl !== null,
      // The page scrolls past the map; wheel zoom would trap it.
      scrollWheelZoom: false,
    });
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    if (mapTileUrl !== null) {
      L.tileLayer(mapTileUrl, { attribution: mapAttribution, maxZoom: 19 }).addTo(map);
    }
    L.marker([latitude, longitude], {
      icon: markerIcon,
      alt: name,
      interactive: false,
      keyboard: false,
    }).addTo(map);

    // Accordion rows and the sticky column resize the box after Leaflet measured it.
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      map.remove();
    };
  }, [latitude, longitude, name, mapTileUrl, mapAttribution, zoomIn, zoomOut]);

  return (
    <div
      ref={containerRef}
      className={styles.map}
      role="region"
      aria-label={t('storeLocator.detail.mapLabel', { name })}
      data-testid="store-map"
    />
  );
}
