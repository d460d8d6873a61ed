/** The icons the profile screen names, registered when the screen loads (only these reach its chunk). */
import '../lib/appIcons';
import { registerIcons } from '@chorus/ui';
import {
  Briefcase,
  ChevronLeft,
  ChevronRight,
  CircleUser,
  Globe,
  Heart,
  Image,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  Play,
  Share,
  Users,
} from 'lucide-react';

registerIcons({
  briefcase: Briefcase,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'circle-user': CircleUser,
  globe: Globe,
  heart: Heart,
  image: Image,
  mail: Mail,
  'map-pin': MapPin,
  'message-square': MessageSquare,
  phone: Phone,
  play: Play,
  share: Share,
  users: Users,
});
