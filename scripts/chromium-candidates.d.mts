export declare const chromiumCandidates: string[];
