/** The themes in order, each with its ideas (as the viewer may see them), and the ungrouped ideas. */
export function themesWithIdeas(data, isHost) {
    const visible = data.ideas.filter((idea) => isHost || !idea.hidden);
    const byId = new Map(visible.map((idea) => [idea.id, idea]));
    const themes = [...data.groups]
        .sort((a, b) => a.order - b.order)
        .map((theme) => ({
        theme,
        ideas: theme.ideaIds.map((id) => byId.get(id)).filter((idea) => Boolean(idea)),
    }));
    const grouped = new Set(themes.flatMap(({ ideas }) => ideas.map((idea) => idea.id)));
    return { themes, ungrouped: visible.filter((idea) => !grouped.has(idea.id)) };
}
