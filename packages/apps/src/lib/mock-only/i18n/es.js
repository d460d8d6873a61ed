export default {
    notice: 'Esta aplicación de ejemplo funciona con los datos simulados de la demostración; no forma parte de este servidor.',
    back: 'Ir a tus iniciativas',
};
