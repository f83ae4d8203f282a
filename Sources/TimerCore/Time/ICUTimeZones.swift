import FoundationEssentials
import FoundationInternationalization

/// Links ICU's time zones into the program; never called.
///
/// FoundationEssentials looks up `TimeZone(identifier:)`'s implementation by name at run time,
/// in FoundationInternationalization. A program linked statically that refers to nothing in that
/// module's zone code gets no implementation, and every named zone ("Europe/Berlin", a caller's
/// `TZ`) quietly becomes GMT. Referring to a function of the file that holds it is enough to link
/// it; nothing of ICU loads until a zone is asked for by name.
public enum ICUTimeZones {
    /// ICU's tz database version ("2024a"); loads ICU's data when read.
    public static var dataVersion: String { TimeZone.timeZoneDataVersion }
}
