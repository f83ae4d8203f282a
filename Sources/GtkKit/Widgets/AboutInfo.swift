/// What an About window shows: the application's own values, supplied by the application.
public struct AboutInfo: Sendable {
    public var applicationName: String
    /// A themed icon name.
    public var iconName: String
    public var version: String
    /// One line under the name.
    public var comments: String
    public var developerName: String
    public var website: String?
    /// Where to report a problem; no "Report an Issue" row without one.
    public var issueURL: String?
    public var license: AboutLicense
    public var copyright: String
    /// Names for the credits page's "Code" and "Design" sections (omitted when empty).
    public var developers: [String]
    public var designers: [String]
    /// What changed in `releaseNotesVersion`, in AppStream description markup
    /// (`<p>`, `<ul>`, `<ol>`, `<li>`, `<em>`, `<code>`), as in a metainfo file's `<release>`.
    public var releaseNotes: String?
    public var releaseNotesVersion: String?

    public init(
        applicationName: String, iconName: String, version: String, comments: String,
        developerName: String,
        website: String? = nil, issueURL: String? = nil, license: AboutLicense, copyright: String,
        developers: [String] = [], designers: [String] = [], releaseNotes: String? = nil,
        releaseNotesVersion: String? = nil
    ) {
        self.applicationName = applicationName
        self.iconName = iconName
        self.version = version
        self.comments = comments
        self.developerName = developerName
        self.website = website
        self.issueURL = issueURL
        self.license = license
        self.copyright = copyright
        self.developers = developers
        self.designers = designers
        self.releaseNotes = releaseNotes
        self.releaseNotesVersion = releaseNotesVersion
    }
}
