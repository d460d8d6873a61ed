import { ICON_PREV_SIZE, type Icon } from './icons.schema';

const NAMES = (
  'access_alarm access_time account_balance account_box account_circle add add_alert add_box add_circle alarm ' +
  'announcement apps archive arrow_back arrow_downward arrow_drop_down arrow_forward arrow_upward assessment ' +
  'assignment attach_file attachment autorenew backup block bookmark bug_report build cached calendar_today call ' +
  'camera cancel chat check check_box check_circle chevron_left chevron_right class clear close cloud code comment ' +
  'compare_arrows contacts content_copy create credit_card dashboard date_range delete description done done_all ' +
  'drafts edit email error event expand_less expand_more explore face favorite feedback filter_list flag folder ' +
  'forum fullscreen group headset help history home hourglass_empty image inbox info insert_chart label language ' +
  'launch layers link list lock mail map menu mic more_horiz more_vert notifications open_in_new people person ' +
  'phone photo poll print priority_high question_answer record_voice_over refresh remove reply report room save ' +
  'schedule school search send settings share shopping_cart sort star star_border supervisor_account sync timer ' +
  'today trending_up undo videocam view_list visibility visibility_off volume_up warning work'
).split(' ');

export function seedIcons(): Icon[] {
  return NAMES.map((name, index) => ({
    order: index + 1,
    id: index,
    name,
    prevSize: ICON_PREV_SIZE,
    code: 0xe000 + index,
    ligatures: name,
    tags: [name, ...name.split('_')].filter((tag, i, all) => all.indexOf(tag) === i),
  }));
}
