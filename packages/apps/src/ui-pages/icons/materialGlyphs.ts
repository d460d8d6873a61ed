/**
 * The glyphs of the icon catalogue (GET /api/icons names Material icons, drawn from a font by code point, which
 * Chorus does not ship: it works offline and requests no web font). Each name is drawn with the Lucide icon
 * of the same meaning; this module loads apart from the page, after the grid shows the names.
 */
import type { LucideIcon } from 'lucide-react';
import IAlarmClock from 'lucide-react/icons/alarm-clock';
import IArchive from 'lucide-react/icons/archive';
import IArrowDown from 'lucide-react/icons/arrow-down';
import IArrowLeft from 'lucide-react/icons/arrow-left';
import IArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import IArrowRight from 'lucide-react/icons/arrow-right';
import IArrowUp from 'lucide-react/icons/arrow-up';
import IArrowUpDown from 'lucide-react/icons/arrow-up-down';
import IBan from 'lucide-react/icons/ban';
import IBell from 'lucide-react/icons/bell';
import IBellPlus from 'lucide-react/icons/bell-plus';
import IBook from 'lucide-react/icons/book';
import IBookmark from 'lucide-react/icons/bookmark';
import IBriefcase from 'lucide-react/icons/briefcase';
import IBug from 'lucide-react/icons/bug';
import ICalendar from 'lucide-react/icons/calendar';
import ICalendarCheck from 'lucide-react/icons/calendar-check';
import ICalendarDays from 'lucide-react/icons/calendar-days';
import ICalendarRange from 'lucide-react/icons/calendar-range';
import ICamera from 'lucide-react/icons/camera';
import IChartBar from 'lucide-react/icons/chart-bar';
import IChartColumn from 'lucide-react/icons/chart-column';
import IChartColumnBig from 'lucide-react/icons/chart-column-big';
import ICheck from 'lucide-react/icons/check';
import ICheckCheck from 'lucide-react/icons/check-check';
import IChevronDown from 'lucide-react/icons/chevron-down';
import IChevronLeft from 'lucide-react/icons/chevron-left';
import IChevronRight from 'lucide-react/icons/chevron-right';
import IChevronUp from 'lucide-react/icons/chevron-up';
import ICircleAlert from 'lucide-react/icons/circle-alert';
import ICircleCheck from 'lucide-react/icons/circle-check';
import ICircleHelp from 'lucide-react/icons/circle-help';
import ICirclePlus from 'lucide-react/icons/circle-plus';
import ICircleUser from 'lucide-react/icons/circle-user';
import ICircleX from 'lucide-react/icons/circle-x';
import IClipboardList from 'lucide-react/icons/clipboard-list';
import IClock from 'lucide-react/icons/clock';
import ICloud from 'lucide-react/icons/cloud';
import ICloudUpload from 'lucide-react/icons/cloud-upload';
import ICode from 'lucide-react/icons/code';
import ICompass from 'lucide-react/icons/compass';
import IContact from 'lucide-react/icons/contact';
import ICopy from 'lucide-react/icons/copy';
import ICreditCard from 'lucide-react/icons/credit-card';
import IEllipsis from 'lucide-react/icons/ellipsis';
import IEllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import IExternalLink from 'lucide-react/icons/external-link';
import IEye from 'lucide-react/icons/eye';
import IEyeOff from 'lucide-react/icons/eye-off';
import IFileText from 'lucide-react/icons/file-text';
import IFlag from 'lucide-react/icons/flag';
import IFolder from 'lucide-react/icons/folder';
import IGlobe from 'lucide-react/icons/globe';
import IGraduationCap from 'lucide-react/icons/graduation-cap';
import IHeadset from 'lucide-react/icons/headset';
import IHeart from 'lucide-react/icons/heart';
import IHistory from 'lucide-react/icons/history';
import IHourglass from 'lucide-react/icons/hourglass';
import IHouse from 'lucide-react/icons/house';
import IImage from 'lucide-react/icons/image';
import IInbox from 'lucide-react/icons/inbox';
import IInfo from 'lucide-react/icons/info';
import ILandmark from 'lucide-react/icons/landmark';
import ILayers from 'lucide-react/icons/layers';
import ILayoutDashboard from 'lucide-react/icons/layout-dashboard';
import ILayoutGrid from 'lucide-react/icons/layout-grid';
import ILink from 'lucide-react/icons/link';
import IList from 'lucide-react/icons/list';
import IListFilter from 'lucide-react/icons/list-filter';
import ILock from 'lucide-react/icons/lock';
import IMail from 'lucide-react/icons/mail';
import IMailOpen from 'lucide-react/icons/mail-open';
import IMap from 'lucide-react/icons/map';
import IMapPin from 'lucide-react/icons/map-pin';
import IMaximize from 'lucide-react/icons/maximize';
import IMegaphone from 'lucide-react/icons/megaphone';
import IMenu from 'lucide-react/icons/menu';
import IMessageSquare from 'lucide-react/icons/message-square';
import IMessageSquareText from 'lucide-react/icons/message-square-text';
import IMessageSquareWarning from 'lucide-react/icons/message-square-warning';
import IMessagesSquare from 'lucide-react/icons/messages-square';
import IMic from 'lucide-react/icons/mic';
import IMinus from 'lucide-react/icons/minus';
import IOctagonAlert from 'lucide-react/icons/octagon-alert';
import IPaperclip from 'lucide-react/icons/paperclip';
import IPencil from 'lucide-react/icons/pencil';
import IPhone from 'lucide-react/icons/phone';
import IPlus from 'lucide-react/icons/plus';
import IPrinter from 'lucide-react/icons/printer';
import IRefreshCcw from 'lucide-react/icons/refresh-ccw';
import IRefreshCw from 'lucide-react/icons/refresh-cw';
import IReply from 'lucide-react/icons/reply';
import ISave from 'lucide-react/icons/save';
import ISearch from 'lucide-react/icons/search';
import ISend from 'lucide-react/icons/send';
import ISettings from 'lucide-react/icons/settings';
import IShare2 from 'lucide-react/icons/share-2';
import IShoppingCart from 'lucide-react/icons/shopping-cart';
import ISmile from 'lucide-react/icons/smile';
import ISpeech from 'lucide-react/icons/speech';
import ISquareCheck from 'lucide-react/icons/square-check';
import ISquarePlus from 'lucide-react/icons/square-plus';
import ISquareUser from 'lucide-react/icons/square-user';
import IStar from 'lucide-react/icons/star';
import ITag from 'lucide-react/icons/tag';
import ITimer from 'lucide-react/icons/timer';
import ITrash2 from 'lucide-react/icons/trash-2';
import ITrendingUp from 'lucide-react/icons/trending-up';
import ITriangleAlert from 'lucide-react/icons/triangle-alert';
import IUndo2 from 'lucide-react/icons/undo-2';
import IUser from 'lucide-react/icons/user';
import IUsers from 'lucide-react/icons/users';
import IUsersRound from 'lucide-react/icons/users-round';
import IVideo from 'lucide-react/icons/video';
import IVolume2 from 'lucide-react/icons/volume-2';
import IWrench from 'lucide-react/icons/wrench';
import IX from 'lucide-react/icons/x';

export const materialGlyphs: Record<string, LucideIcon> = {
  access_alarm: IAlarmClock,
  access_time: IClock,
  account_balance: ILandmark,
  account_box: ISquareUser,
  account_circle: ICircleUser,
  add: IPlus,
  add_alert: IBellPlus,
  add_box: ISquarePlus,
  add_circle: ICirclePlus,
  alarm: IAlarmClock,
  announcement: IMegaphone,
  apps: ILayoutGrid,
  archive: IArchive,
  arrow_back: IArrowLeft,
  arrow_downward: IArrowDown,
  arrow_drop_down: IChevronDown,
  arrow_forward: IArrowRight,
  arrow_upward: IArrowUp,
  assessment: IChartColumn,
  assignment: IClipboardList,
  attach_file: IPaperclip,
  attachment: IPaperclip,
  autorenew: IRefreshCw,
  backup: ICloudUpload,
  block: IBan,
  bookmark: IBookmark,
  bug_report: IBug,
  build: IWrench,
  cached: IRefreshCcw,
  calendar_today: ICalendar,
  call: IPhone,
  camera: ICamera,
  cancel: ICircleX,
  chat: IMessageSquare,
  check: ICheck,
  check_box: ISquareCheck,
  check_circle: ICircleCheck,
  chevron_left: IChevronLeft,
  chevron_right: IChevronRight,
  class: IBook,
  clear: IX,
  close: IX,
  cloud: ICloud,
  code: ICode,
  comment: IMessageSquareText,
  compare_arrows: IArrowLeftRight,
  contacts: IContact,
  content_copy: ICopy,
  create: IPencil,
  credit_card: ICreditCard,
  dashboard: ILayoutDashboard,
  date_range: ICalendarRange,
  delete: ITrash2,
  description: IFileText,
  done: ICheck,
  done_all: ICheckCheck,
  drafts: IMailOpen,
  edit: IPencil,
  email: IMail,
  error: ICircleAlert,
  event: ICalendarCheck,
  expand_less: IChevronUp,
  expand_more: IChevronDown,
  explore: ICompass,
  face: ISmile,
  favorite: IHeart,
  feedback: IMessageSquareWarning,
  filter_list: IListFilter,
  flag: IFlag,
  folder: IFolder,
  forum: IMessagesSquare,
  fullscreen: IMaximize,
  group: IUsers,
  headset: IHeadset,
  help: ICircleHelp,
  history: IHistory,
  home: IHouse,
  hourglass_empty: IHourglass,
  image: IImage,
  inbox: IInbox,
  info: IInfo,
  insert_chart: IChartBar,
  label: ITag,
  language: IGlobe,
  launch: IExternalLink,
  layers: ILayers,
  link: ILink,
  list: IList,
  lock: ILock,
  mail: IMail,
  map: IMap,
  menu: IMenu,
  mic: IMic,
  more_horiz: IEllipsis,
  more_vert: IEllipsisVertical,
  notifications: IBell,
  open_in_new: IExternalLink,
  people: IUsers,
  person: IUser,
  phone: IPhone,
  photo: IImage,
  poll: IChartColumnBig,
  print: IPrinter,
  priority_high: ICircleAlert,
  question_answer: IMessagesSquare,
  record_voice_over: ISpeech,
  refresh: IRefreshCw,
  remove: IMinus,
  reply: IReply,
  report: IOctagonAlert,
  room: IMapPin,
  save: ISave,
  schedule: IClock,
  school: IGraduationCap,
  search: ISearch,
  send: ISend,
  settings: ISettings,
  share: IShare2,
  shopping_cart: IShoppingCart,
  sort: IArrowUpDown,
  star: IStar,
  star_border: IStar,
  supervisor_account: IUsersRound,
  sync: IRefreshCw,
  timer: ITimer,
  today: ICalendarDays,
  trending_up: ITrendingUp,
  undo: IUndo2,
  videocam: IVideo,
  view_list: IList,
  visibility: IEye,
  visibility_off: IEyeOff,
  volume_up: IVolume2,
  warning: ITriangleAlert,
  work: IBriefcase,
};
