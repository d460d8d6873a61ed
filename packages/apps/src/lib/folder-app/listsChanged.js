/**
 * Which cached lists of a folder app a change moved records into or out of. The server's answer fills the
 * lists that still hold a changed record (`putCachedItems`); a list a record entered or left needs the
 * server again (where it goes in the order, that it is gone), so exactly these lists are invalidated.
 */
import { hashKey } from '@tanstack/react-query';
/**
 * The keys of the lists that hold a record before the change and not after, or after and not before.
 * `listsOf` says which lists hold a record (the server's rule for its folders, labels and filters).
 */
export function listsChanged(before, after, listsOf) {
    const previous = new Map(before.map((item) => [item.id, item]));
    const changed = new Map();
    for (const next of after) {
        const old = previous.get(next.id);
        const was = new Map((old ? listsOf(old) : []).map((key) => [hashKey(key), key]));
        const is = new Map(listsOf(next).map((key) => [hashKey(key), key]));
        for (const [hash, key] of was)
            if (!is.has(hash))
                changed.set(hash, key);
        for (const [hash, key] of is)
            if (!was.has(hash))
                changed.set(hash, key);
    }
    return [...changed.values()];
}
