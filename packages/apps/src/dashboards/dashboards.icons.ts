/** The icons the dashboards' screens name, registered when a screen loads (only these reach its chunk). */
import '../lib/appIcons';
import { registerIcons } from '@chorus/ui';
import {
  ArrowDown,
  ArrowUp,
  Calendar,
  Clock,
  CloudSun,
  Droplets,
  MapPin,
  Sun,
  Thermometer,
  Wind,
} from 'lucide-react';

registerIcons({
  'arrow-down': ArrowDown,
  'arrow-up': ArrowUp,
  calendar: Calendar,
  clock: Clock,
  'cloud-sun': CloudSun,
  droplets: Droplets,
  'map-pin': MapPin,
  sun: Sun,
  thermometer: Thermometer,
  wind: Wind,
});
