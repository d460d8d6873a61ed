export default {
    reconnecting: 'Reconectando…',
};
