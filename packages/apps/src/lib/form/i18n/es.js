export default {
    cancel: 'Cancelar',
};
