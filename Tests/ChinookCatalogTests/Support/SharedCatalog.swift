import ChinookCatalog

/// One in-memory catalog shared by the tests that only read (it is `Sendable`).
enum SharedCatalog {
    static let result: Result<ChinookCatalog, CatalogError> = Result { () throws(CatalogError) in
        try ChinookCatalog.inMemory()
    }

    static func get() throws -> ChinookCatalog { try result.get() }
}
