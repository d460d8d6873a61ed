export const phaseTypeIcon = {
    silentIdeate: 'pencil',
    group: 'layers',
    discuss: 'message-square',
    vote: 'vote',
    roundRobin: 'users',
    decide: 'flag',
};
