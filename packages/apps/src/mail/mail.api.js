/** Typed calls to the mail endpoints of the contract, and their query keys. */
import { mailPaths, } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';
export const mailKeys = {
    all: ['mail'],
    /** Every mail list and single mail (what a change to mails touches). */
    mails: ['mail', 'mails'],
    list: (query) => ['mail', 'mails', 'list', query],
    one: (id) => ['mail', 'mails', 'one', id],
    folders: ['mail', 'folders'],
    filters: ['mail', 'filters'],
    labels: ['mail', 'labels'],
};
/**
 * The lists that hold a mail, by the handler's rule: its folder's, each of its labels', and the starred and
 * important filters while it has the flag. A change that alters these moves the mail into or out of a list.
 */
export function mailListKeys(mail, folders, labels) {
    const folder = folders.find((entry) => entry.id === mail.folder);
    return [
        ...(folder ? [mailKeys.list({ folderHandle: folder.handle })] : []),
        ...labels
            .filter((label) => mail.labels.includes(label.id))
            .map((label) => mailKeys.list({ labelHandle: label.handle })),
        ...(mail.starred ? [mailKeys.list({ filterHandle: 'starred' })] : []),
        ...(mail.important ? [mailKeys.list({ filterHandle: 'important' })] : []),
    ];
}
export const mailApi = {
    mails: (query, signal) => api.get(mailPaths.mails, query, signal),
    mail: (mailId, signal) => api.get(mailPaths.mail, { mailId }, signal),
    folders: () => api.get(mailPaths.folders),
    filters: () => api.get(mailPaths.filters),
    labels: () => api.get(mailPaths.labels),
    /** Chorus extension (not in spec §7): only the named fields of each mail change, all in one request. */
    updateMails: (updates) => api.post(mailPaths.updateMails, { updates }),
    setFolder: (selectedMailIds, folderId) => api.post(mailPaths.setFolder, { selectedMailIds, folderId }),
    toggleLabel: (selectedMailIds, labelId) => api.post(mailPaths.toggleLabel, { selectedMailIds, labelId }),
    deleteMails: (selectedMailIds) => api.post(mailPaths.deleteMails, { selectedMailIds }),
    /** Chorus extension (not in spec §7): the sent mail, stored in Sent. */
    sendMail: (request) => api.post(mailPaths.sendMail, request),
    /** Chorus extension (not in spec §7): the saved draft, stored in Drafts. */
    saveDraft: (request) => api.post(mailPaths.saveDraft, request),
};
